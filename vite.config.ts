import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const ENHANCE_ENTRY = "app/enhance/enhance.client.ts";
const ENHANCE_MODULE = "virtual:enhance-script";

/**
 * Pages that do not hydrate (see docs/decisions/0008) still load one small module: the frame's
 * menus, chat button, newsletter form and the home page's carousel. The client build emits it
 * as its own hashed chunk; the server build reads its file name (and the chunks it imports)
 * from the client manifest, so `virtual:enhance-script` tells the page which URLs to load.
 */
function enhanceScript(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  return {
    name: "concord:enhance-script",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    buildStart() {
      if (command === "build" && this.environment.config.consumer === "client") {
        this.emitFile({ type: "chunk", id: `${root}/${ENHANCE_ENTRY}`, name: "enhance" });
      }
    },
    resolveId(id) {
      return id === ENHANCE_MODULE ? `\0${ENHANCE_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ENHANCE_MODULE}`) return undefined;
      if (command === "serve") return `export const enhanceScript = { src: "/${ENHANCE_ENTRY}", preload: [] };`;
      // The browser bundle never renders the static-page branch that uses this.
      if (this.environment.config.consumer === "client") return "export const enhanceScript = null;";
      const manifestPath = `${root}/build/client/.vite/manifest.json`;
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string; imports?: string[] }>;
      const entry = manifest[ENHANCE_ENTRY];
      if (!entry) throw new Error(`${ENHANCE_ENTRY} is missing from ${manifestPath}`);
      const preload = new Set<string>();
      const visit = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const file = `/${manifest[imported]!.file}`;
          if (preload.has(file)) continue;
          preload.add(file);
          visit(imported);
        }
      };
      visit(ENHANCE_ENTRY);
      return `export const enhanceScript = ${JSON.stringify({ src: `/${entry.file}`, preload: [...preload] })};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhanceScript()],
  define: {
    // Prerendered pages are built once; the footer updates the year in the browser from this.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // What their origin was made of; the server compares it with its own SITE_URL.
    __BUILD_ENV__: JSON.stringify({ SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }),
  },
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
});
