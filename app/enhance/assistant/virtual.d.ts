declare module "virtual:assistant-script" {
  /** The assistant page's module URL and the chunks it imports (vite.config.ts); null in the browser bundle. */
  export const assistantScript: { src: string; preload: string[] } | null;
}
