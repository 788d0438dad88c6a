// The fault and scale tests (`npm run test:faults`): the built server under SMTP and database
// outages, kill -9, load and two instances. Not part of `npm test`'s Vitest run (vitest.config.ts
// does not include tests/faults). Files run one after another: they start servers, stop
// PostgreSQL and load the machine, and must not disturb each other.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/faults/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
