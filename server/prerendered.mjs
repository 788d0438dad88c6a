// Prerendered pages are read once at start-up and kept in memory with their gzip and brotli
// bodies and a strong ETag, so a page costs one lookup and a write.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

async function findIndexFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === path.join(base, "assets")) continue;
      found.push(...(await findIndexFiles(full, base)));
    } else if (entry.name === "index.html") {
      found.push(full);
    }
  }
  return found;
}

function pickEncoding(acceptEncoding = "") {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

// Query parameters that never change a page (campaign tracking). Any other parameter may
// (e.g. /services/ai-training?register=true opens the registration section), so such
// requests are rendered by the server instead of answered from the prerendered copy.
const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|ref)$/i;

function onlyTrackingParams(query) {
  return Object.keys(query).every((key) => TRACKING_PARAM.test(key));
}

export async function loadPrerendered(clientDir) {
  const pages = new Map();
  for (const file of await findIndexFiles(clientDir)) {
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    const urlPath = rel === "" ? "/" : `/${rel}`;
    const identity = await readFile(file);
    const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    pages.set(urlPath, {
      etag,
      bodies: {
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      },
    });
  }

  function middleware(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page || !onlyTrackingParams(req.query)) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    const inm = req.headers["if-none-match"];
    if (inm && inm.split(",").some((tag) => tag.trim() === page.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = page.bodies[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return { middleware, count: pages.size, paths: [...pages.keys()] };
}
