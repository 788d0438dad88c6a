import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second instance whose mail server is down: every send fails, so "saved, but..." messages show. */
export const mailDownURL = `http://127.0.0.1:${port + 1}`;
/** The development server (`npm run dev`): the same server with Vite inside. */
export const devURL = `http://127.0.0.1:${port + 2}`;

// Many posts come from one address in a test run; the limits themselves are tested elsewhere.
const serverEnv = {
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  DATABASE_URL: "",
  FORM_RATE_LIMIT: "100000",
  MAIL_DAILY_CAP: "100000",
  MAIL_HOURLY_CAP: "100000",
  NOTIFY_HOURLY_CAP: "100000",
  MAIL_CLIENT_CAP: "100000",
  LOG_LEVEL: "warn",
  DAILY_SUMMARY: "off",
};

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
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      testIgnore: /\.(mobile|dev)\.spec\.ts/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /\.mobile\.spec\.ts/ },
    { name: "dev", use: { ...devices["Desktop Chrome"], baseURL: devURL }, testMatch: /\.dev\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "node tests/e2e/start-server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      // A database of its own (an embedded PostgreSQL in .tmp/), so a developer's ./data or a running `npm start` is not touched.
      env: { ...serverEnv, SITE_URL: baseURL, PORT: String(port), DATA_DIR: ".tmp/e2e-data", SMTP_URL: "" },
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/start-server.mjs",
      url: `${mailDownURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Port 9 (discard) on loopback has no listener: every SMTP connection is refused at once.
      env: {
        ...serverEnv,
        SITE_URL: mailDownURL,
        PORT: String(port + 1),
        DATA_DIR: ".tmp/e2e-data-mail-down",
        SMTP_URL: "smtp://127.0.0.1:9",
      },
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/start-server.mjs --dev",
      url: `${devURL}/robots.txt`,
      reuseExistingServer: false,
      // Vite prepares its dependencies on the first start.
      timeout: 120_000,
      env: { ...serverEnv, SITE_URL: devURL, NODE_ENV: "development", PORT: String(port + 2), DATA_DIR: ".tmp/e2e-data-dev", SMTP_URL: "" },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
