// Security headers on every kind of response of the built server (prerendered page, rendered
// page, not-found page, JSON answer, the chat page), a subresource's headers on assets and icons
// (and the build's compressed copies of assets and pages), HSTS only over HTTPS as a trusted
// proxy reports it, and pages that need nothing the Content-Security-Policy forbids.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../support/databases";
import { Site } from "../support/site";

const dirs: string[] = [];
const sites: Site[] = [];

async function serve(env: Record<string, string> = {}) {
  const dataDir = freshDataDir();
  dirs.push(dataDir);
  const site = new Site({ DATA_DIR: dataDir, ...env });
  sites.push(site);
  return site.start();
}

afterAll(async () => {
  // Every server stopped and every folder removed before an unclean shutdown is reported.
  const stopped = await Promise.allSettled(sites.map((site) => site.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const result of stopped) if (result.status === "rejected") throw result.reason;
});

/** A GET whose body is left as the server encoded it. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function directives(csp: string | null): Map<string, string[]> {
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    csp!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Headers, what: string) {
  const csp = directives(headers.get("content-security-policy"));
  expect(csp.get("default-src"), what).toEqual(["'none'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'"]);
  expect(csp.get("style-src"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'none'"]);
  expect([...csp.values()].flat(), what).not.toContain("'unsafe-inline'");
  expect([...csp.values()].flat(), what).not.toContain("'unsafe-eval'");
  // The demos play from the site itself: no video host is framed (server/headers.test.ts has one configured).
  expect(csp.get("frame-src"), what).toEqual(["'self'", "https://chat.example.net"]);
  expect(csp.get("media-src"), what).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\)/);
  expect(headers.get("permissions-policy"), what).toMatch(/geolocation=\(\)/);
  expect(headers.get("permissions-policy"), what).toMatch(/microphone=\(\)/);
  expect(headers.get("permissions-policy"), what).toMatch(/fullscreen=\(self\)/);
  expect(headers.has("x-powered-by"), what).toBe(false);
  return csp;
}

/** No inline script (JSON-LD data blocks aside), no inline style, no event-handler attributes. */
function expectNothingInline(html: string, what: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (!/type="application\/ld\+json"/.test(tag)) expect(tag, what).toMatch(/\bsrc="\/assets\//);
  }
  expect(html, what).not.toMatch(/<style\b/);
  expect(html, what).not.toMatch(/\sstyle="/);
  expect(html, what).not.toMatch(/\son[a-z]+="/);
}

describe("security headers", () => {
  let origin = "";
  let proxied = "";
  beforeAll(async () => {
    [origin, proxied] = await Promise.all([
      serve({ CHAT_APP_URL: "https://chat.example.net/widget" }),
      serve({ CHAT_APP_URL: "https://chat.example.net/widget", TRUST_PROXY: "loopback" }),
    ]);
  }, 60_000);

  it("are on every kind of response, and refuse framing except the chat page by the site itself", async () => {
    const responses: [string, Response][] = [
      ["prerendered page", await fetch(`${origin}/about`)],
      ["rendered page", await fetch(`${origin}/our-team`)],
      ["not-found page", await fetch(`${origin}/no-such-page`)],
      [
        "JSON answer",
        await fetch(`${origin}/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "x" }),
        }),
      ],
    ];
    for (const [what, response] of responses) {
      const csp = expectCommonHeaders(response.headers, what);
      expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
      expect(response.headers.get("x-frame-options"), what).toBe("DENY");
    }
    const chat = await fetch(`${origin}/chat-widget`);
    expect(expectCommonHeaders(chat.headers, "chat page").get("frame-ancestors")).toEqual(["'self'"]);
    expect(chat.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("on assets and icons are a subresource's: type, caching, nosniff and CORP, as the build compressed them", async () => {
    const names = readdirSync("build/client/assets");
    const script = names.find((file) => file.endsWith(".js"))!;
    const stylesheet = names.find((file) => file.endsWith(".css"))!;
    for (const [file, type] of [
      [script, "text/javascript; charset=utf-8"],
      [stylesheet, "text/css; charset=utf-8"],
    ] as const) {
      const onDisk = (suffix: string) => readFileSync(path.join("build/client/assets", `${file}${suffix}`));
      for (const [accept, encoding, body] of [
        ["br, gzip", "br", onDisk(".br")],
        ["gzip", "gzip", onDisk(".gz")],
        ["identity", null, onDisk("")],
      ] as const) {
        // node's fetch would decode the body: the raw bytes come through http.
        const response = await rawGet(`${origin}/assets/${file}`, { "accept-encoding": accept });
        expect(response.headers["content-encoding"] ?? null, `${file} ${accept}`).toBe(encoding);
        expect(response.body.equals(body), `${file} ${accept}`).toBe(true);
        expect(response.headers["content-type"]).toBe(type);
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers["vary"]).toBe("Accept-Encoding");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
        expect(response.headers["content-security-policy"]).toBeUndefined();
      }
    }
    const icon = await rawGet(`${origin}/favicon.svg`, {});
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(icon.headers["x-content-type-options"]).toBe("nosniff");
    expect(icon.body.equals(readFileSync("public/favicon.svg"))).toBe(true);
    // A video is answered in the parts a player asks for (Safari plays none otherwise).
    const video = names.find((file) => file.endsWith(".webm"))!;
    const whole = readFileSync(path.join("build/client/assets", video));
    const first = await rawGet(`${origin}/assets/${video}`, { range: "bytes=0-1" });
    expect(first.status).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-1/${whole.length}`);
    expect(first.body.equals(whole.subarray(0, 2))).toBe(true);
    const tail = await rawGet(`${origin}/assets/${video}`, { range: "bytes=-100" });
    expect(tail.body.equals(whole.subarray(whole.length - 100))).toBe(true);
    const rest = await rawGet(`${origin}/assets/${video}`, { range: `bytes=${whole.length - 10}-` });
    expect(rest.headers["content-range"]).toBe(`bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`);
    expect((await rawGet(`${origin}/assets/${video}`, { range: `bytes=${whole.length}-` })).status).toBe(416);
    const plain = await rawGet(`${origin}/assets/${video}`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["accept-ranges"]).toBe("bytes");
    expect(plain.headers["content-type"]).toBe("video/webm");
    expect(plain.body.equals(whole)).toBe(true);
    // A prerendered page goes out as the build compressed it, too.
    for (const [accept, encoding, suffix] of [
      ["br, gzip", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const page = await rawGet(`${origin}/about`, { "accept-encoding": accept });
      expect(page.headers["content-encoding"], accept).toBe(encoding);
      expect(page.body.equals(readFileSync(`build/client/about/index.html${suffix}`)), accept).toBe(true);
    }
    // Compressed copies, page copies and data files are never answered as files.
    expect((await fetch(`${origin}/assets/${stylesheet}.br`)).status).toBe(404);
    expect((await fetch(`${origin}/index.html`)).status).toBe(404);
    expect((await fetch(`${origin}/index.html.br`)).status).toBe(404);
    expect((await fetch(`${origin}/about/index.html.gz`)).status).toBe(404);
    // HSTS over HTTPS, as on pages.
    const https = await fetch(`${proxied}/assets/${script}`, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("send HSTS for a year only over HTTPS: a forwarded protocol counts only from a trusted proxy", async () => {
    const https = { "x-forwarded-proto": "https" };
    for (const pathname of ["/about", "/our-team"]) {
      expect((await fetch(`${origin}${pathname}`)).headers.get("strict-transport-security"), pathname).toBeNull();
      expect((await fetch(`${origin}${pathname}`, { headers: https })).headers.get("strict-transport-security"), pathname).toBeNull();
      expect((await fetch(`${proxied}${pathname}`)).headers.get("strict-transport-security"), pathname).toBeNull();
      expect((await fetch(`${proxied}${pathname}`, { headers: https })).headers.get("strict-transport-security"), pathname).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("a JSON post answers alike with or without a query string, with the same headers and checks", async () => {
    const post = (url: string, email: string, headers: Record<string, string> = {}) =>
      fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ email }) });
    const plain = await post(`${origin}/newsletter`, "plain@example.com");
    const full = await post(`${origin}/newsletter?via=express`, "full@example.com");
    for (const response of [plain, full]) {
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ status: "saved", saved: true });
    }
    const names = (response: Response) =>
      [...response.headers.keys()]
        .filter((name) => !["date", "etag", "keep-alive", "connection", "content-length", "x-request-id"].includes(name))
        .sort();
    expect(names(plain)).toEqual(names(full));
    for (const name of names(plain)) expect(plain.headers.get(name), name).toBe(full.headers.get(name));
    // The same answers for the same input: a repeated sign-up, a bad address.
    expect((await post(`${origin}/newsletter`, "full@example.com")).status).toBe(409);
    expect((await post(`${origin}/newsletter?x=1`, "plain@example.com")).status).toBe(409);
    const invalid = await post(`${origin}/newsletter`, "not-an-address");
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual(await (await post(`${origin}/newsletter?x=1`, "not-an-address")).json());
    // Another site's page is refused on either way; HSTS only from the trusted proxy over HTTPS.
    expect((await post(`${origin}/newsletter`, "x@example.com", { origin: "https://evil.example" })).status).toBe(403);
    const proxiedPost = await post(`${proxied}/newsletter`, "proxied@example.com", { "x-forwarded-proto": "https" });
    expect(proxiedPost.status).toBe(201);
    expect(proxiedPost.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(
      (await post(`${origin}/newsletter`, "direct@example.com", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("the prerendered pages carry no inline script and no inline style, so the policy holds without exceptions", () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== "assets") walk(full);
        else if (entry.name === "index.html") pages.push(full);
      }
    };
    walk("build/client");
    expect(pages.length).toBeGreaterThan(15);
    for (const file of pages) expectNothingInline(readFileSync(file, "utf8"), file);
  });

  it("so do the pages rendered per request", async () => {
    for (const pathname of ["/our-team", "/contact", "/no-such-page", "/services/ai-training?register=true"]) {
      expectNothingInline(await (await fetch(`${origin}${pathname}`)).text(), pathname);
    }
  });
});
