// Prerendered pages are read once at start-up (or rendered again, when the site runs on another
// origin than the build's) and kept in memory with their gzip and brotli bodies and a strong
// ETag, so a page costs one lookup and a write. The build writes those compressed bodies beside
// each page (precompressPrerendered, from react-router.config.ts), as it does for the assets:
// brotli's highest level takes over a second for the pages, which every start would otherwise pay.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { createRequestHandler } from "react-router";

/** The prerendered files of a build: each page's index.html, and the sitemap and robots.txt. */
async function findPrerenderedFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === path.join(base, "assets")) continue;
      found.push(...(await findPrerenderedFiles(full, base)));
    } else if (entry.name === "index.html" || (dir === base && PRERENDERED_FILES.has(entry.name))) {
      found.push(full);
    }
  }
  return found;
}

/** Files in the build's top folder that are prerendered like pages, with their content types. */
export const PRERENDERED_FILES = new Map([
  ["sitemap.xml", "application/xml; charset=utf-8"],
  ["robots.txt", "text/plain; charset=utf-8"],
]);

/** Each encoding at its highest level, as the build compresses the assets too. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes each prerendered file's compressed copies beside it (`.br`, `.gz`): run by the build
 * once the pages are prerendered (react-router.config.ts), so a start reads them instead of
 * compressing every page again.
 */
export async function precompressPrerendered(clientDir) {
  await Promise.all(
    (await findPrerenderedFiles(clientDir)).map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([brotliAsync(body, BROTLI_OPTIONS), gzipAsync(body, GZIP_OPTIONS)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** A file's compressed copy the build wrote beside it, or undefined (a build made before they were). */
const readIfThere = (file) => readFile(file).catch((error) => (error.code === "ENOENT" ? undefined : Promise.reject(error)));

/**
 * The build's prerendered pages, as { path, contentType, body, br, gzip }: "/about" for
 * about/index.html, "/sitemap.xml" for sitemap.xml; `br` and `gzip` are the copies the build
 * compressed, when it did.
 */
export async function readPrerendered(clientDir) {
  const pages = [];
  for (const file of await findPrerenderedFiles(clientDir)) {
    const name = path.basename(file);
    const rel = path
      .relative(clientDir, name === "index.html" ? path.dirname(file) : file)
      .split(path.sep)
      .join("/");
    pages.push({
      path: rel === "" ? "/" : `/${rel}`,
      contentType: PRERENDERED_FILES.get(name) ?? "text/html; charset=utf-8",
      body: await readFile(file),
      br: await readIfThere(`${file}.br`),
      gzip: await readIfThere(`${file}.gz`),
    });
  }
  return pages;
}

/**
 * The same pages rendered again by the server build, for a SITE_URL other than the build's:
 * canonical links, structured data, the sitemap and robots.txt name the origin the site really
 * runs on. A page that does not render stops the start.
 */
export async function renderPrerendered(build, siteUrl, paths) {
  const handler = createRequestHandler(build, "production");
  const pages = [];
  for (const pagePath of paths) {
    const response = await handler(new Request(`${siteUrl}${pagePath}`));
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status} when rendered for ${siteUrl}`);
    pages.push({
      path: pagePath,
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  return pages;
}

/**
 * A file's answers by encoding, each with its headers built once: `base` and, for a compressed
 * body, its Content-Encoding, then its length. A request then costs a lookup and a write.
 */
export function answersByEncoding(base, bodies) {
  const answers = {};
  for (const [encoding, body] of Object.entries(bodies)) {
    answers[encoding] = {
      body,
      headers: { ...base, ...(encoding === "identity" ? {} : { "content-encoding": encoding }), "content-length": String(body.length) },
    };
  }
  return answers;
}

/** The best encoding the client accepts of those a body has: brotli, then gzip, then none. */
export function pickEncoding(acceptEncoding = "", bodies = { br: true, gzip: true }) {
  const accepted = acceptEncoding.toLowerCase();
  if (bodies.br && /\bbr\b/.test(accepted)) return "br";
  if (bodies.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

// Query parameters that never change a page (campaign tracking). Any other parameter may
// (e.g. /services/ai-training?register=true opens the registration section), so such
// requests are rendered by the server instead of answered from the prerendered copy.
const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|ref)$/i;

function onlyTrackingParams(query) {
  return Object.keys(query).every((key) => TRACKING_PARAM.test(key));
}

/**
 * The headers every response carries (security headers and the like), read once from the same
 * middleware the rest of the site uses, so prerendered pages, answered before Express, carry
 * exactly the same ones.
 */
export function staticHeaders(middleware) {
  const headers = {};
  const res = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = value;
    },
    getHeader: (name) => headers[name.toLowerCase()],
    removeHeader: (name) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ headers: {}, method: "GET", url: "/", secure: false }, res, () => {});
  return headers;
}

/** Answers for the prerendered pages, kept in memory (see `handle` below). */
export function servePrerendered(prerendered, { commonHeaders = {}, isHttps = () => false, hsts, onView = () => {} } = {}) {
  const pages = new Map();
  for (const { path: urlPath, contentType, body: identity, br: builtBr, gzip: builtGzip } of prerendered) {
    const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    // Pages rendered again at start-up (another SITE_URL) are compressed here, once.
    const bodies = {
      identity,
      gzip: builtGzip ?? gzipSync(identity, GZIP_OPTIONS),
      br: builtBr ?? brotliCompressSync(identity, BROTLI_OPTIONS),
    };
    const base = {
      ...commonHeaders,
      "content-type": contentType,
      "cache-control": "public, max-age=0, must-revalidate",
      etag,
      vary: "Accept-Encoding",
    };
    pages.set(urlPath, {
      path: urlPath,
      html: contentType.startsWith("text/html"),
      etag,
      answers: answersByEncoding(base, bodies),
      notModified: base,
    });
  }

  /**
   * Answers a request for a prerendered page (GET or HEAD, no query but campaign tags) straight
   * from memory, before Express; returns false for anything else. `onView(path, req)` is called
   * for each GET of a page.
   */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const page = pages.get(mark === -1 ? url : url.slice(0, mark));
    if (!page) return false;
    if (mark !== -1 && !onlyTrackingParams(Object.fromEntries(new URLSearchParams(url.slice(mark + 1))))) return false;
    if (hsts && isHttps(req)) res.setHeader("Strict-Transport-Security", hsts);
    // A page seen (a revalidated copy too): onView decides whether a visitor saw it, and counts it.
    if (page.html && req.method === "GET") onView(page.path, req);
    const inm = req.headers["if-none-match"];
    if (inm && inm.split(",").some((tag) => tag.trim() === page.etag)) {
      res.writeHead(304, page.notModified);
      res.end();
      return true;
    }
    const answer = page.answers[pickEncoding(req.headers["accept-encoding"])];
    res.writeHead(200, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
    return true;
  }

  return { handle, has: (urlPath) => pages.has(urlPath) };
}
