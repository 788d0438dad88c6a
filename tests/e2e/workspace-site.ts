// A site of its own for each workspace browser test file: the built server on an embedded
// PostgreSQL in a temp folder, mail over SMTP to an in-process inbox, members added with
// `npm run staff`, and sign-in by the link that inbox receives, as a member would.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { Inbox } from "../integration/smtp-inbox";
import { freePort, Site } from "../support/site";

const run = promisify(execFile);

export class WorkspaceSite {
  readonly inbox = new Inbox();
  origin = "";
  /** The inbox's port, reserved even while it is stopped (a mail server that is down). */
  smtpPort = 0;
  private env: Record<string, string> = {};
  private site?: Site;
  /** The site's DATA_DIR (its embedded PostgreSQL), for a test that reads the database itself. */
  dataDir = "";

  /** Starts the site; `env` adds to the defaults. With `mailDown`, the inbox starts stopped (`inbox.start(smtpPort)` later). */
  async start(env: Record<string, string> = {}, options: { mailDown?: boolean } = {}) {
    await this.inbox.start();
    this.smtpPort = this.inbox.port;
    if (options.mailDown) await this.inbox.stop();
    const port = await freePort();
    this.dataDir = mkdtempSync(path.join(tmpdir(), "concord-workspace-"));
    // As root, PostgreSQL runs as the "postgres" user, who must be able to enter the folder.
    chmodSync(this.dataDir, 0o711);
    // localhost, not 127.0.0.1: a passkey belongs to a domain name, never to an address.
    this.origin = `http://localhost:${port}`;
    this.env = {
      DATA_DIR: this.dataDir,
      PORT: String(port),
      SITE_URL: this.origin,
      SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}`,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "1000",
      ...env,
    };
    this.site = new Site(this.env);
    await this.site.start();
  }

  async stop() {
    await this.site?.stop();
    await this.inbox.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** `npm run staff -- …` on this site's database. */
  staff(...args: string[]) {
    return run(process.execPath, ["scripts/staff.mjs", ...args], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...this.env },
    });
  }

  /** A lead in JSON, sent from `page` of the site (its address and campaign tags are the lead's source). */
  post(form: string, body: object, page = form) {
    return fetch(`${this.origin}${form}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.origin, referer: `${this.origin}${page}` },
      body: JSON.stringify(body),
    });
  }

  /** How many mails `to` has received. */
  mailsTo(to: string) {
    return this.inbox.received.filter((m) => m.to === to).length;
  }

  /** The sign-in link of the newest mail to `to`, once more than `after` have arrived. */
  async mailedLink(to: string, after: number): Promise<string> {
    await expect.poll(() => this.mailsTo(to), { timeout: 10_000 }).toBeGreaterThan(after);
    const raw = this.inbox.received.filter((m) => m.to === to).at(-1)!.raw;
    const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return /https?:\/\/[^\s"<>]+\/admin\/sign-in\/link\?token=[A-Za-z0-9_-]+/.exec(decoded)![0];
  }

  /** Opens `from`, is sent to sign-in, asks for a link, follows it and lands on the overview. */
  async signInByMail(page: Page, email: string, from = "/admin") {
    await page.goto(`${this.origin}${from}`);
    await expect(page).toHaveURL(`${this.origin}/admin/sign-in?next=${encodeURIComponent(from)}`);
    const before = this.mailsTo(email);
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await page.goto(await this.mailedLink(email, before));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${this.origin}/admin`);
  }

  /**
   * Signs in by the link `npm run staff -- link` prints, as an owner on the server would: the
   * sign-in page's limit (5 requests a client in 10 minutes) does not count it, so a file may sign
   * in more often than that.
   */
  async signInByCommand(page: Page, email: string) {
    const { stdout } = await this.staff("link", email);
    await page.goto(/https?:\/\/\S+\/admin\/sign-in\/link\?token=[A-Za-z0-9_-]+/.exec(stdout)![0]);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${this.origin}/admin`);
  }
}
