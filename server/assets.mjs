// The build's files other than pages, read once at start-up and answered from memory before
// Express, like the prerendered pages: the hashed assets (build/client/assets: scripts,
// stylesheets, fonts), cached for a year, and the public folder's icons and sharing image,
// cached for an hour. A script or stylesheet goes out as the build compressed it
// (react-router.config.ts writes `.br` and `.gz` beside it), never compressed again per request.
//
// Their headers are the ones a subresource needs (decision 0026): its type, its caching, nosniff,
// and the cross-origin resource policy. The page policies (CSP, framing, referrer, permissions)
// govern documents; on a script, a stylesheet or an image a browser ignores them, and they would
// add a kilobyte to each file of a first visit.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { answersByEncoding, pickEncoding, PRERENDERED_FILES } from "./prerendered.mjs";

/** The content type of each kind of file the build emits; another kind stops the start (see below). */
export const ASSET_TYPES = new Map([
  [".js", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".woff2", "font/woff2"],
  [".svg", "image/svg+xml"],
  [".png", "image/png"],
  [".webp", "image/webp"],
  [".jpg", "image/jpeg"],
  [".ico", "image/x-icon"],
  [".webmanifest", "application/manifest+json"],
  [".webm", "video/webm"],
  [".mp4", "video/mp4"],
]);

const ENCODED = new Map([
  [".br", "br"],
  [".gz", "gzip"],
]);

const YEAR = "public, max-age=31536000, immutable";
const HOUR = "public, max-age=3600";

/**
 * The build's files other than pages, as a map from URL path ("/assets/root-x.css",
 * "/favicon.svg") to their type, caching and bodies by encoding.
 */
export async function readAssets(clientDir) {
  const assets = new Map();
  const add = async (dir, urlDir, cacheControl, names) => {
    const present = new Set(names);
    for (const name of names.filter((file) => !ENCODED.has(path.extname(file)))) {
      const type = ASSET_TYPES.get(path.extname(name));
      if (!type) throw new Error(`The build holds ${name}, whose type server/assets.mjs does not know: add it to ASSET_TYPES.`);
      const bodies = { identity: await readFile(path.join(dir, name)) };
      for (const [extension, encoding] of ENCODED) {
        if (present.has(`${name}${extension}`)) bodies[encoding] = await readFile(path.join(dir, `${name}${extension}`));
      }
      assets.set(`${urlDir}${name}`, { type, cacheControl, bodies });
    }
  };
  const assetsDir = path.join(clientDir, "assets");
  await add(assetsDir, "/assets/", YEAR, await readdir(assetsDir));
  // The public folder's files, beside the pages (index.html, the sitemap, robots.txt) and their
  // data files (.data).
  const top = await readdir(clientDir, { withFileTypes: true });
  const publicFiles = top
    .filter((entry) => entry.isFile() && entry.name !== "index.html" && !entry.name.endsWith(".data") && !PRERENDERED_FILES.has(entry.name))
    .map((entry) => entry.name);
  await add(clientDir, "/", HOUR, publicFiles);
  return assets;
}

/** Answers for the assets, kept in memory (see `handle`). */
export function serveAssets(assets, { isHttps = () => false, hsts } = {}) {
  const answers = new Map();
  for (const [urlPath, { type, cacheControl, bodies }] of assets) {
    const compressed = Object.keys(bodies).length > 1;
    const base = {
      "content-type": type,
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      // A file sent as it is may be asked for in parts: a video player seeks that way, and Safari
      // plays no video whose server answers a range with the whole file.
      ...(compressed ? { vary: "Accept-Encoding" } : { "accept-ranges": "bytes" }),
    };
    answers.set(urlPath, { byEncoding: answersByEncoding(base, bodies), compressed, base });
  }

  /** Answers GET or HEAD of an asset from memory; returns false for anything else. */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const asset = answers.get(mark === -1 ? url : url.slice(0, mark));
    if (!asset) return false;
    if (hsts && isHttps(req)) res.setHeader("Strict-Transport-Security", hsts);
    if (!asset.compressed && req.headers.range && answerRange(req, res, asset, req.headers.range)) return true;
    const answer = asset.byEncoding[pickEncoding(req.headers["accept-encoding"], asset.byEncoding)];
    res.writeHead(200, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
    return true;
  }

  return { handle };
}

/**
 * Answers a single byte range of a file sent as it is (206), or 416 when it lies outside the
 * file; returns false for anything else (several ranges), which gets the whole file.
 */
function answerRange(req, res, asset, range) {
  const body = asset.byEncoding.identity.body;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === "" && match[2] === "")) return false;
  // "bytes=-500" is the last 500 bytes; "bytes=500-" from byte 500 to the end.
  const start = match[1] === "" ? Math.max(0, body.length - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? body.length - 1 : Math.min(Number(match[2]), body.length - 1);
  if (start > end || start >= body.length) {
    res.writeHead(416, { ...asset.base, "content-range": `bytes */${body.length}`, "content-length": "0" });
    res.end();
    return true;
  }
  const part = body.subarray(start, end + 1);
  res.writeHead(206, { ...asset.base, "content-range": `bytes ${start}-${end}/${body.length}`, "content-length": String(part.length) });
  res.end(req.method === "HEAD" ? undefined : part);
  return true;
}
