// The short fuzz walk of the route table (tests/support/route-walk.ts; the long one, with 40 MB
// bodies and every method, is tests/faults/route-walk.test.ts): every route of app/routes.ts, the
// auth library's endpoints and a path that does not exist, without a session and, under /admin,
// with an owner's, each met with hostile requests. Every answer is a 4xx or the route's normal
// answer, never a 5xx; the server's memory stays flat and it serves pages afterwards.
import { afterAll, beforeAll, expect, it } from "vitest";
import { dataDirsForThisFile } from "../support/databases";
import { walkTwice } from "../support/route-walk";
import { freePort, Site } from "../support/site";
import { signIn, staffCommand } from "../support/staff-session";

const dataDirs = dataDirsForThisFile();
let site: Site;
let env: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  env = { DATA_DIR: dataDirs(), PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn", FORM_RATE_LIMIT: "100000" };
  site = new Site(env);
  await site.start();
  await staffCommand(env, "add", "owner@example.org", "--role", "owner", "--name", "Olivia Owner");
}, 90_000);

afterAll(async () => {
  await site?.stop();
});

it(
  "answers every route, method and hostile request with a 4xx or its normal answer, never a 5xx, with memory flat",
  { timeout: 240_000 },
  async () => {
    const cookie = await signIn(env, site.origin, "owner@example.org");
    const walked = await walkTwice(site.origin, site.pid!, { cookie, hugeBytes: 2 * 1024 * 1024, methods: ["GET", "HEAD", "POST", "PUT"] });
    expect(walked.failures).toEqual([]);
    // Each walk sends gigabytes of bodies; none is kept.
    // Kept bodies would show as gigabytes; what is left is the heap's own slack under a busy machine.
    expect(walked.growthMegabytes).toBeLessThan(150);
    // The session was good throughout (a walk that signed itself out would prove little).
    expect((await fetch(`${site.origin}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${site.origin}/about`)).status).toBe(200);
  },
);
