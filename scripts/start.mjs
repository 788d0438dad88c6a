// `npm start`: builds when the sources or build-time settings changed since the last build
// (scripts/build-if-needed.mjs), then serves the site (server/index.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfNeeded(root);
await import("../server/index.mjs");
