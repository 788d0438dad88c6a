import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

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
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } }, testIgnore: /\.mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: "node server/index.mjs",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    // A database of its own (PGlite), so a developer's ./data or a running `npm start` is not touched.
    env: { PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: ".tmp/e2e-data", DATABASE_URL: "" },
    stdout: "pipe",
    stderr: "pipe",
  },
});
