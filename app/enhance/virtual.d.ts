declare module "virtual:enhance-script" {
  /** The enhancement module's URL and the chunks it imports; null in the browser bundle. */
  export const enhanceScript: { src: string; preload: string[] } | null;
}
