// Requests a public form endpoint meets from bots and other sites: posts from another site's
// page, bodies of other kinds or sizes, broken URLs and JSON, and forged client addresses.
// Each is refused with a clear status before any handler reads it, and no answer shows a stack.
import { rmSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../support/databases";
import { rawRequest, residentMegabytes } from "../support/route-walk";
import { Site } from "../support/site";

const dirs: string[] = [];
const sites: Site[] = [];

async function serve(env: Record<string, string> = {}) {
  const dataDir = freshDataDir();
  dirs.push(dataDir);
  const site = new Site({ DATA_DIR: dataDir, SITE_URL: "https://www.example.com", ...env });
  sites.push(site);
  return site.start();
}

afterAll(async () => {
  // Every server stopped and every folder removed before an unclean shutdown is reported.
  const stopped = await Promise.allSettled(sites.map((site) => site.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const result of stopped) if (result.status === "rejected") throw result.reason;
});

let counter = 0;
const email = () => `hostile-${process.pid}-${++counter}@example.com`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
const json = { "content-type": "application/json" };

/** A post of a body sent as it is to the first server. */
function post(path: string, headers: Record<string, string>, body: BodyInit) {
  return fetch(`${currentOrigin}${path}`, { method: "POST", headers, body, redirect: "manual" });
}

/** The first server's origin, for raw(). */
let currentOrigin = "";

/** A request sent as it is (fetch refuses TRACE and rewrites a Host header). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${currentOrigin}${path}`, { method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

function expectNoStack(body: string) {
  expect(body).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  expect(body).not.toMatch(/node_modules|build\/server|\.mjs:\d+/);
}

describe("hostile requests", () => {
  let origin = "";
  let direct = "";
  let proxied = "";
  beforeAll(async () => {
    [origin, direct, proxied] = await Promise.all([
      serve({ FORM_RATE_LIMIT: "1000" }),
      serve({ FORM_RATE_LIMIT: "3" }),
      serve({ FORM_RATE_LIMIT: "3", TRUST_PROXY: "loopback" }),
    ]);
    currentOrigin = origin;
  }, 60_000);

  it("refuses form posts from another site's page, and takes them from ours and from tools", async () => {
    const post = (headers: Record<string, string>, body: string, type = urlencoded) =>
      fetch(`${origin}/newsletter`, { method: "POST", headers: { ...type, ...headers }, body, redirect: "manual" });
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const refused = await post(headers, form({ email: email() }));
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expectNoStack(await refused.text());
      const refusedJson = await post(headers, JSON.stringify({ email: email() }), json);
      expect(refusedJson.status).toBe(403);
      expect(await refusedJson.json()).toMatchObject({ saved: false, message: { title: "Request refused" } });
    }
    // The request's own Host is no proof: a page on a name that resolves to this server (DNS
    // rebinding) sends an Origin made of it. Only SITE_URL's origin is ours.
    expect((await post({ origin }, JSON.stringify({ email: email() }), json)).status).toBe(403);
    expect((await post({ origin: "https://www.example.com" }, JSON.stringify({ email: email() }), json)).status).toBe(201);
    expect((await post({}, JSON.stringify({ email: email() }), json)).status).toBe(201);
  });

  it("takes only form-encoded and JSON bodies, with a length, of at most 64 KB", async () => {
    expect((await post("/contact", { "content-type": "text/plain" }, "firstName=A")).status).toBe(415);
    expect((await post("/contact", { "content-type": "application/xml" }, "<a/>")).status).toBe(415);
    const multipart = new FormData();
    multipart.set("email", email());
    expect((await post("/newsletter", {}, multipart)).status).toBe(415);
    expect((await post("/contact", {}, new Blob(["firstName=A"]))).status).toBe(415); // a body without a type
    // One-click unsubscribe from a mail app may come as multipart: let through to the page.
    const oneClick = new FormData();
    oneClick.set("List-Unsubscribe", "One-Click");
    expect((await post("/unsubscribe?token=unknown", {}, oneClick)).status).not.toBe(415);

    const big = "x".repeat(70 * 1024);
    const tooBigForm = await post("/contact", urlencoded, form({ firstName: "A", message: big }));
    expect(tooBigForm.status).toBe(413);
    expectNoStack(await tooBigForm.text());
    const tooBigJson = await post("/contact", json, JSON.stringify({ firstName: "A", message: big }));
    expect(tooBigJson.status).toBe(413);
    expect(await tooBigJson.json()).toMatchObject({ message: { title: "Request too large" } });
    // A streamed JSON body over the limit is cut off as it arrives.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"message":"${big}"}`));
        controller.close();
      },
    });
    const streamed = await fetch(`${origin}/contact`, { method: "POST", headers: json, body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("answers broken URLs and broken JSON with a 4xx and no stack trace", async () => {
    for (const path of ["/%E0%A4%A", "/services/%", "/about%00"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expectNoStack(await response.text());
    }
    for (const body of ["{", "[1,2]", '"text"', "null", '{"email":']) {
      const response = await fetch(`${origin}/newsletter`, { method: "POST", headers: json, body });
      expect(response.status, body).toBe(400);
      expectNoStack(await response.text());
    }
  });

  it("counts the rate limit by the connection's address unless TRUST_PROXY trusts the proxy's X-Forwarded-For", async () => {
    const post = (base: string, forwardedFor: string) =>
      fetch(`${base}/newsletter`, {
        method: "POST",
        headers: { ...json, "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ email: email() }),
      });
    // Not trusted: a forged header does not make a new visitor; the fourth post is over the limit of three.
    const untrusted = [];
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) untrusted.push((await post(direct, ip)).status);
    expect(untrusted).toEqual([201, 201, 201, 429]);
    // Trusted: each forwarded address has its own count.
    const trusted = [];
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) trusted.push((await post(proxied, ip)).status);
    expect(trusted).toEqual([201, 201, 201, 201]);
    const same = [];
    for (let i = 0; i < 4; i++) same.push((await post(proxied, "203.0.113.9")).status);
    expect(same).toEqual([201, 201, 201, 429]);
    // Addresses of one IPv6 /64 are one client; any text that is no address counts as one client
    // too, and a long one breaks nothing.
    const network = [];
    for (let i = 1; i <= 4; i++) network.push((await post(proxied, `2001:db8:aa:bb::${i}`)).status);
    expect(network).toEqual([201, 201, 201, 429]);
    const junk = [];
    for (const forwarded of ["x".repeat(3000), "not-an-address", "999.1.1.1", "<b>"]) junk.push((await post(proxied, forwarded)).status);
    expect(junk).toEqual([201, 201, 201, 429]);
  });

  it("never redirects to another host: extra leading slashes or a backslash stay on this site", async () => {
    // Sent as they are: a URL parser would turn the backslash into a slash first.
    const locationOf = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const request = http.request(`${origin}/`, { path, method: "GET" }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        });
        request.on("error", reject);
        request.end();
      });
    for (const path of ["//evil.example/", "/\\evil.example/", "///evil.example/", "/\\/evil.example/?next=1"]) {
      const { status, location } = await locationOf(path);
      expect(status, path).toBe(301);
      expect(location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(location!, origin).origin, path).toBe(origin);
    }
    expect(await locationOf("/about/")).toEqual({ status: 301, location: "/about" });
    expect(await locationOf("/about/?x=1")).toEqual({ status: 301, location: "/about?x=1" });
  });

  it("answers methods a path does not take with 405 and the ones it does, before reading a body", async () => {
    for (const method of ["PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"]) {
      for (const [path, allow] of [
        ["/", "GET, HEAD"],
        ["/about", "GET, HEAD"],
        ["/contact", "GET, HEAD, POST"],
      ] as const) {
        const response = await raw(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe(allow);
        expectNoStack(response.body);
      }
    }
    // React Router's data routes and pages without a form take no post, however large.
    for (const path of ["/about", "/contact.data", "/newsletter.data", "/services/ai-training.data"]) {
      const response = await fetch(`${origin}${path}`, { method: "POST", headers: json, body: JSON.stringify({ email: email() }) });
      expect(response.status, path).toBe(405);
    }
    const huge = new ReadableStream({
      start(controller) {
        const chunk = new TextEncoder().encode("x".repeat(1024 * 1024));
        for (let i = 0; i < 50; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const cut = await fetch(`${origin}/contact.data`, { method: "POST", headers: json, body: huge, duplex: "half" } as RequestInit).catch(
      () => undefined,
    );
    // Refused at once, or the connection closed while the body was still being sent.
    if (cut) expect(cut.status).toBe(405);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it("answers a Host header that is no host with 400, on pages, the workspace and form posts alike", async () => {
    const statusFor = async (host: string, path = "/about", method = "GET") => (await raw(method, path, { host })).status;
    for (const host of [
      "bad host",
      "evil.example/path",
      "a@b",
      "[::1",
      "x:99999999",
      "127.0.0.1:99999",
      "[::1]:70000",
      "[zz::1]",
      "[1:2:3]",
    ]) {
      for (const path of ["/about", "/our-team", "/admin", "/newsletter"]) expect(await statusFor(host, path), `${host} ${path}`).toBe(400);
      expect(await statusFor(host, "/newsletter", "POST"), host).toBe(400);
    }
    expect(await statusFor("www.example.com")).toBe(200);
    expect(await statusFor("[::1]:8080")).toBe(200);
    expect(await statusFor("127.0.0.1:65535", "/our-team")).toBe(200);
  });

  it("reads no more body than a path takes: 64 KB where a form, the assistant or sign-in takes one, none elsewhere, chunked or not", async () => {
    const pid = sites[0]!.pid!;
    const before = residentMegabytes(pid);
    const bodyTaking = [
      "/admin/auth/sign-in/magic-link",
      "/admin/auth/update-user",
      "/admin/sign-in",
      "/unsubscribe",
      "/contact",
      "/assistant",
      "/assistant/feedback",
    ];
    for (const path of bodyTaking) {
      for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
        // 40 MB, chunked: refused once 64 KB have come, the rest never read.
        const chunked = await rawRequest(currentOrigin, {
          method: "POST",
          path,
          headers: { "content-type": type },
          chunkedBytes: 40 * 1024 * 1024,
        });
        expect([413, 415, "reset"], `${path} ${type}`).toContain(chunked);
        // 300 MB declared: refused before a byte is read.
        const declared = await rawRequest(currentOrigin, {
          method: "POST",
          path,
          headers: { "content-type": type, "content-length": String(300 * 1024 * 1024) },
        });
        expect([413, 415], `${path} ${type}`).toContain(declared);
      }
    }
    // Four large posts at once leave the pages as quick as ever.
    await Promise.all(
      bodyTaking.slice(0, 4).map((path) =>
        rawRequest(currentOrigin, {
          method: "POST",
          path,
          headers: { "content-type": "application/json" },
          chunkedBytes: 60 * 1024 * 1024,
        }),
      ),
    );
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    expect(residentMegabytes(pid) - before).toBeLessThan(50);
    // A path that takes no body takes none at all, even with GET.
    for (const method of ["GET", "POST"]) {
      const answer = await rawRequest(currentOrigin, {
        method,
        path: "/our-team",
        headers: { "content-type": "application/json" },
        chunkedBytes: 1024,
      });
      // Or a reset: a client still sending when the server closes may lose the answer (TCP).
      expect([method === "GET" ? 413 : 405, "reset"], method).toContain(answer);
    }
    // Under the limit, a chunked body is read and handled as any other.
    const small = await fetch(`${origin}/newsletter`, {
      method: "POST",
      headers: json,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ email: email() })));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(small.status).toBe(201);
  });

  it("answers NUL and broken UTF-8 anywhere in a request with 400, and the workspace's sign-in takes only its form", async () => {
    // NUL in a webinar's slug, and in any field of any form, encoded or in JSON.
    const webinar = await post(
      "/contact",
      urlencoded,
      form({ form: "webinar", webinar: "a\0b", firstName: "Dana", lastName: "Rivers", email: email() }),
    );
    expect(webinar.status).toBe(400);
    expect(await webinar.text()).toContain("NUL");
    expect((await post("/newsletter", json, `{"email":"${email()}","x":"\\u0000"}`)).status).toBe(400);
    // An escaped backslash before "u0000" is no NUL: that post is judged by the form's rules.
    expect((await post("/newsletter", json, `{"email":"${email()}","x":"\\\\u0000"}`)).status).toBe(400);
    expect((await post("/newsletter", urlencoded, Buffer.from([0x65, 0x3d, 0xff]))).status).toBe(400);
    for (const path of ["/admin/leads?q=%00", "/admin/sign-in?next=%00", "/services/ai-training?level=%00", "/contact%00"]) {
      expect((await fetch(`${origin}${path}`, { redirect: "manual" })).status, path).toBe(400);
    }
    // Sign-in is a form: JSON is refused at the edge (it was a 500 from the form parser).
    expect((await post("/admin/sign-in", json, JSON.stringify({ email: email() }))).status).toBe(415);
    expect((await post("/admin/sign-in", {}, "")).status).toBe(415);
  });

  it("treats __proto__ and constructor as fields the form does not have, and refuses text that is not well-formed", async () => {
    for (const name of ["__proto__", "constructor"]) {
      const asForm = await fetch(`${origin}/newsletter`, {
        method: "POST",
        headers: { ...urlencoded, accept: "application/json" },
        body: `email=${encodeURIComponent(email())}&${name}=x`,
      });
      expect(asForm.status, name).toBe(400);
      const asJson = await fetch(`${origin}/newsletter`, { method: "POST", headers: json, body: `{"email":"${email()}","${name}":"x"}` });
      expect(asJson.status, name).toBe(400);
      expect((await asJson.json()).message.description, name).toBe(`This form has no field named "${name}".`);
    }
    const surrogate = await fetch(`${origin}/newsletter`, { method: "POST", headers: json, body: '{"email":"a\\ud800@example.com"}' });
    expect(surrogate.status).toBe(400);
    expect((await surrogate.json()).message.description).toBe("The request holds text that is not well-formed.");
  });
});
