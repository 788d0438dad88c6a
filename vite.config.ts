import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser modules the server's pages load (see docs/decisions/0008 and 0018), each emitted
 * by the client build as its own hashed chunk:
 * - `enhance`: the public pages' one small module (the frame's menus, chat button, forms, the
 *   home page's carousel...), named by `virtual:enhance-script`;
 * - `assistant`: the chat assistant's page (/chat-widget, shown in the chat panel's frame and
 *   loaded only when a visitor first opens it), named by `virtual:assistant-script`.
 */
const BROWSER_MODULES = [
  { entry: "app/enhance/enhance.client.ts", name: "enhance", id: "virtual:enhance-script", exportName: "enhanceScript" },
  { entry: "app/enhance/assistant.client.ts", name: "assistant", id: "virtual:assistant-script", exportName: "assistantScript" },
] as const;

/**
 * Pages that do not hydrate still load their module: the server build reads each module's file
 * name (and the chunks it imports, to preload) from the client manifest, so the virtual module
 * tells the page which URLs to load. In development Vite serves the source file itself.
 */
function browserModules(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  const byId = new Map<string, (typeof BROWSER_MODULES)[number]>(BROWSER_MODULES.map((module) => [`\0${module.id}`, module]));
  return {
    name: "concord:browser-modules",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    buildStart() {
      if (command === "build" && this.environment.config.consumer === "client") {
        for (const { entry, name } of BROWSER_MODULES) this.emitFile({ type: "chunk", id: `${root}/${entry}`, name });
      }
    },
    resolveId(id) {
      return BROWSER_MODULES.some((module) => module.id === id) ? `\0${id}` : undefined;
    },
    load(id) {
      const module = byId.get(id);
      if (!module) return undefined;
      const { entry, exportName } = module;
      if (command === "serve") return `export const ${exportName} = { src: "/${entry}", preload: [] };`;
      // The browser bundle never renders the pages that use this.
      if (this.environment.config.consumer === "client") return `export const ${exportName} = null;`;
      const manifestPath = `${root}/build/client/.vite/manifest.json`;
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string; imports?: string[] }>;
      const chunk = manifest[entry];
      if (!chunk) throw new Error(`${entry} is missing from ${manifestPath}`);
      const preload = new Set<string>();
      const visit = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const file = `/${manifest[imported]!.file}`;
          if (preload.has(file)) continue;
          preload.add(file);
          visit(imported);
        }
      };
      visit(entry);
      return `export const ${exportName} = ${JSON.stringify({ src: `/${chunk.file}`, preload: [...preload] })};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserModules()],
  define: {
    // Prerendered pages are built once; the footer updates the year in the browser from this.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // What their origin was made of; the server compares it with its own SITE_URL.
    __BUILD_ENV__: JSON.stringify({ SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }),
  },
  ssr: {
    // The server bundles the few icons its pages draw instead of loading the whole icon set
    // (about 1,500 modules) at every start of the site and of the staff command.
    noExternal: ["lucide-react"],
  },
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
});
