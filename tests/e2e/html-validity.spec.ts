import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { publicPaths } from "../../app/content/site-map";
import { baseURL } from "../../playwright.config";

// W3C's Nu Html Checker (the vnu.jar of the npm package vnu-jar, run by the machine's Java) on the
// HTML the server sends: every public page, the 404 page, the assistant's page, and a form page
// answered after a post with errors. Errors fail the test with the checker's own messages.

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

type NuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("the Nu Html Checker finds no errors on any page", async ({ request }) => {
  test.setTimeout(120_000);
  const pages: { name: string; html: string }[] = [];
  for (const pathname of [...publicPaths, "/newsletter", "/no-such-page", "/chat-widget"]) {
    const response = await request.get(pathname);
    pages.push({ name: pathname, html: await response.text() });
  }
  const invalidPost = await request.post("/book-demo", {
    form: { name: "", email: "not an address", company: "", message: "" },
    headers: { origin: baseURL },
  });
  expect(invalidPost.status()).toBe(400);
  pages.push({ name: "/book-demo (after a post with errors)", html: await invalidPost.text() });

  const dir = mkdtempSync(path.join(tmpdir(), "nu-"));
  try {
    const files = pages.map(({ name, html }, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", ...files.map((f) => f.file)],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages.map((m) => {
      const name = files.find((f) => m.url.endsWith(path.basename(f.file)))?.name ?? m.url;
      return `${name}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`;
    });
    expect(errors).toEqual([]);
    // The checker did read every page (a run that checked nothing would also report no errors).
    expect(files).toHaveLength(publicPaths.length + 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
