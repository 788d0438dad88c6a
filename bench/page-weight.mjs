// What a prerendered page loads: the JavaScript (module scripts and modulepreloads) and CSS
// (stylesheets) its HTML names, each raw and gzip-compressed (level 9, as served).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The /assets/ files a page's HTML loads, by kind. */
export function pageAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/assets/")) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]);
  return { js: [...js], css: [...css] };
}

function measure(clientDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = readFileSync(path.join(clientDir, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

/** JavaScript and CSS weight of one prerendered page file (e.g. build/client/index.html). */
export function pageWeight(clientDir, htmlFile) {
  const assets = pageAssets(readFileSync(path.join(clientDir, htmlFile), "utf8"));
  return { js: measure(clientDir, assets.js), css: measure(clientDir, assets.css) };
}

/** The home page's budget (issue: benchmarks): gzip bytes. */
export const homeBudget = { jsGzip: 100 * 1024, cssGzip: 15 * 1024 };
