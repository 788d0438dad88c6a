// The production server's entry. The site runs in production mode unless told otherwise (as
// app/server/env.server.ts assumes). It is set here, before any module that reads it loads:
// React and React Router pick their development or production build when first imported, and
// a mix of the two cannot render.
process.env.NODE_ENV ??= "production";
await import("./main.mjs");
