// `npm run dev`: the same server as production (server/main.mjs), with Vite inside it building
// the pages' modules on request and reloading them on change. Development mode is set before
// React or React Router loads, for the same reason server/index.mjs sets production mode.
process.env.NODE_ENV = "development";
await import("./main.mjs");
