// The long fuzz walk of the route table (tests/support/route-walk.ts; `npm test` runs a short
// one): every route of app/routes.ts, the auth library's endpoints and a path that does not exist,
// with all eight methods, without a session and with an owner's, met with 40 MB chunked bodies,
// NUL, broken UTF-8, 10,000 fields, odd values and impossible Hosts. Never a 5xx, memory flat.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ALL_METHODS, walkTwice } from "../support/route-walk";
import { signIn, staffCommand } from "../support/staff-session";
import { embeddedStore, ownOrigin, Site, type Store } from "./harness";

let store: Store;
let site: Site;
let env: Record<string, string>;

beforeAll(async () => {
  store = embeddedStore();
  env = { ...store.env, ...(await ownOrigin()), LOG_LEVEL: "warn", FORM_RATE_LIMIT: "100000" };
  site = new Site(env);
  await site.start();
  await staffCommand(env, "add", "owner@example.org", "--role", "owner", "--name", "Olivia Owner");
});

afterAll(async () => {
  await site?.stop();
  await store?.dispose();
});

it(
  "answers every route, every method and every hostile request with a 4xx or its normal answer, with memory flat",
  { timeout: 900_000 },
  async () => {
    const cookie = await signIn(env, site.origin, "owner@example.org");
    const walked = await walkTwice(site.origin, site.pid!, { cookie, hugeBytes: 40 * 1024 * 1024, methods: ALL_METHODS });
    expect(walked.failures).toEqual([]);
    // Kept bodies would show as gigabytes; what is left is the heap's own slack under a busy machine.
    expect(walked.growthMegabytes).toBeLessThan(150);
    expect((await fetch(`${site.origin}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${site.origin}/about`)).status).toBe(200);
  },
);
