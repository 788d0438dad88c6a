import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";
import { precompressPrerendered } from "./server/prerendered.mjs";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each script and stylesheet of the client build is also written compressed at the highest
 * levels (`.br`, `.gz`), once, when the whole build is done: the server sends those files as
 * they are (server/assets.mjs) instead of compressing on every request at weaker, faster levels.
 */
async function precompressAssets(assetsDir: string) {
  const files = (await readdir(assetsDir)).filter((name) => /\.(js|css)$/.test(name));
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(assetsDir, name);
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

export default {
  ssr: true,
  // Content pages are built to HTML once; /our-team and /contact read the database per request.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
  // The prerendered pages get their compressed copies too (server/prerendered.mjs reads them).
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await Promise.all([precompressAssets(path.join(clientDir, "assets")), precompressPrerendered(clientDir)]);
  },
} satisfies Config;
