import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { baseURL, devURL } from "./tests/e2e/servers";

// The servers' addresses, for the tests that name one (tests/e2e/servers.ts starts them).
export { baseURL, devURL, mailDownURL } from "./tests/e2e/servers";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "off",
  },
  // The development server's tests first: it takes half a minute to start (in their worker), and
  // the other worker runs other tests meanwhile.
  projects: [
    { name: "dev", use: { ...devices["Desktop Chrome"], baseURL: devURL }, testMatch: /\.dev\.spec\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      testIgnore: /\.(mobile|dev)\.spec\.ts/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  // The two production servers, started side by side before the tests and stopped after them
  // (tests/e2e/servers.ts); the development server is started by the tests that use it.
  globalSetup: "./tests/e2e/global-setup.ts",
});
