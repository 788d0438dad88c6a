/**
 * The handle of a route whose page needs no React in the browser (docs/decisions/0008): it is
 * served without the React Router runtime and its few controls work through app/enhance.
 */
export const staticPage = { hydrate: false } as const;
