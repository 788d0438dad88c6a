import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: "unit" needs neither PostgreSQL nor a build (`npm run test:fast` runs it alone);
// "integration" starts one embedded PostgreSQL for the run (tests/integration/global-setup.ts),
// and its files that need the built site find it built by `npm test`.
export default defineConfig({
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
  test: {
    environment: "node",
    // Three files at once on two cores: the integration files spend most of their time waiting on
    // PostgreSQL and the servers they start (one at a time, the run took twice as long).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "tests/unit/**/*.test.{ts,tsx}"],
          // The files share a worker's modules instead of importing the app again for each one
          // (8 s instead of 30-44 s on this machine): no unit test mocks a module or changes the
          // environment, and the one that changes a price puts it back.
          isolate: false,
          // A unit test that reaches for the database fails at once (nothing listens there)
          // instead of starting PostgreSQL in ./data: it belongs in tests/integration.
          env: { DATABASE_URL: "postgresql://unit-tests-have-no-database@127.0.0.1:9/none" },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          // Hooks start and stop servers and PostgreSQL clusters and remove their folders: on a
          // busy two-core machine that can take longer than the default 10 s without anything wrong.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
