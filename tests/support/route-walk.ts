// A fuzz walk of the route table: every route of app/routes.ts (read at run time, so a route
// added later is walked too), the auth library's endpoints and a path that does not exist, each
// with every method and with hostile requests: no body, a huge chunked body, a wrong content type,
// NUL, broken UTF-8, 10,000 fields, odd parameter values and a Host that is no host. Shared by
// the short walk of `npm test` and the long one of `npm run test:faults`.
import http from "node:http";
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { isWorkspacePath } from "../../server/requests.mjs";
import { AUTH_BASE_PATH, AUTH_ENDPOINTS } from "~/server/auth/auth.server";

/** Sample values for a route's parameters: one that may exist, and odd ones; a parameter not named here gets ODD_PARAMS. */
const PARAMS: Record<string, string[]> = {
  id: ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "9".repeat(400)],
  slug: ["prompt-engineering", "no-such-course", "%E2%80%AE"],
};
const ODD_PARAMS = ["sample", "9".repeat(400), "%E2%80%AE"];

function routePaths(config: RouteConfigEntry[]): string[] {
  return config.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

/** Every concrete path walked: each route with each of its sample parameters, the auth library's endpoints, and nowhere. */
export async function walkedPaths(): Promise<string[]> {
  const { default: config } = await import("~/routes");
  const paths = new Set<string>();
  for (const route of routePaths(await config)) {
    let variants = [route.replace("/*", "/nothing-here")];
    for (const name of route.match(/(?<=\/:)[\w-]+/g) ?? []) {
      variants = variants.flatMap((path) => (PARAMS[name] ?? ODD_PARAMS).map((value) => path.replace(`:${name}`, value)));
    }
    for (const path of variants) paths.add(path);
  }
  for (const endpoint of Object.keys(AUTH_ENDPOINTS)) paths.add(`${AUTH_BASE_PATH}${endpoint}`);
  // Endpoints the auth library has and the workspace does not use (404).
  for (const endpoint of ["/update-user", "/change-email", "/delete-user", "/list-accounts", "/revoke-sessions"]) {
    paths.add(`${AUTH_BASE_PATH}${endpoint}`);
  }
  paths.add("/no-such-page");
  return [...paths];
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** A chunked body of this many bytes, sent until the server answers or closes. */
  chunkedBytes?: number;
}

/** The answer's status, or "reset" when the server closed the connection before answering. */
export type Answer = number | "reset";

/** A request sent as it is, on a connection of its own (no URL parser rewrites the path or the Host). */
export function rawRequest(origin: string, spec: RawRequest): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: spec.method,
        path: spec.path,
        // Node frames a body of GET, HEAD, DELETE and OPTIONS only when told to.
        headers: spec.chunkedBytes ? { ...spec.headers, "transfer-encoding": "chunked" } : spec.headers,
        agent: false,
      },
      (response) => {
        answered = true;
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", () => {
      if (!answered) resolve("reset");
    });
    request.setTimeout(30_000, () => request.destroy());
    if (spec.chunkedBytes) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < spec.chunkedBytes! && !answered && !request.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end();
      };
      pump();
    } else {
      request.end(spec.body);
    }
  });
}

const urlencoded = "application/x-www-form-urlencoded";
/** Query parameters the site's pages read, each with NUL. */
const NUL_QUERY = ["q", "page", "status", "form", "owner", "email", "token", "webinar", "next", "level", "register", "error", "cursor"]
  .map((name) => `${name}=%00`)
  .join("&");
/** The same names with odd but NUL-free values: too long, out of range, broken UTF-8, wrong types. */
const ODD_QUERY = [
  `q=${"x".repeat(5000)}`,
  "page=99999999999999999999",
  "page=-1",
  "status=%FF%FE",
  "owner=not-a-uuid",
  "cursor=%E2%80",
  "form=__proto__",
  "email=%40",
  "token=..%2F..",
  "next=//evil.example",
  "level=-",
  "register=1e309",
].join("&");
/** Fields the site's actions read, each with NUL. */
const NUL_FIELDS = ["intent", "email", "note", "owner", "status", "name", "q", "webinar", "firstName", "slug", "token"]
  .map((name) => `${name}=a%00b`)
  .join("&");

export interface Variation {
  name: string;
  /** The request for a path and method; undefined when the variation does not apply to the method. */
  make(path: string, method: string): RawRequest | undefined;
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;
const takesBody = (method: string) => method !== "GET" && method !== "HEAD";

/** A variation that sends `body` as `type`, with the methods that carry a body. */
function withBody(name: string, type: string, body: string | Buffer): Variation {
  return {
    name,
    make: (path, method) => (takesBody(method) ? { method, path, headers: { "content-type": type }, body: Buffer.from(body) } : undefined),
  };
}

/** The hostile requests; `hugeBytes` is the size of the chunked body. */
export function variations(hugeBytes: number): Variation[] {
  return [
    { name: "plain", make: (path, method) => ({ method, path }) },
    { name: "NUL in the query", make: (path, method) => ({ method, path: withQuery(path, NUL_QUERY) }) },
    { name: "NUL in the path", make: (path, method) => ({ method, path: `${path}%00` }) },
    { name: "odd query values", make: (path, method) => ({ method, path: withQuery(path, ODD_QUERY) }) },
    {
      name: "huge chunked body",
      make: (path, method) => ({ method, path, headers: { "content-type": urlencoded }, chunkedBytes: hugeBytes }),
    },
    {
      name: "huge declared length",
      make: (path, method) =>
        takesBody(method) ? { method, path, headers: { "content-type": urlencoded, "content-length": String(hugeBytes) } } : undefined,
    },
    withBody("wrong content type", "text/xml", "<a/>"),
    withBody("NUL in form fields", urlencoded, NUL_FIELDS),
    withBody(
      "NUL in JSON",
      "application/json",
      '{"email":"a\\u0000@example.com","name":"\\u0000","messages":[{"role":"user","content":"\\u0000"}]}',
    ),
    withBody("broken UTF-8 in fields", urlencoded, "intent=note&note=%FF%FE&email=%C3"),
    withBody(
      "broken UTF-8 bytes in JSON",
      "application/json",
      Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('@example.com"}')]),
    ),
    withBody("10,000 fields", urlencoded, Array.from({ length: 10_000 }, (_, i) => `f${i % 1000}=`).join("&")),
    { name: "Host with a port out of range", make: (path, method) => ({ method, path, headers: { host: "127.0.0.1:99999" } }) },
    { name: "IPv6 Host with a port out of range", make: (path, method) => ({ method, path, headers: { host: "[::1]:70000" } }) },
    { name: "Host that is no IPv6 address", make: (path, method) => ({ method, path, headers: { host: "[zz::1]" } }) },
  ];
}

export const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"];

export interface WalkResult {
  path: string;
  method: string;
  variation: string;
  answer: Answer;
}

/**
 * Walks every path with every method and variation, `parallel` requests at a time; `headers`
 * go with every request (a session cookie, an Origin) unless a variation sets its own.
 */
export async function walk(
  origin: string,
  options: { paths: string[]; methods: string[]; variations: Variation[]; headers?: Record<string, string>; parallel?: number },
): Promise<WalkResult[]> {
  const jobs: (() => Promise<WalkResult>)[] = [];
  for (const path of options.paths) {
    for (const method of options.methods) {
      for (const variation of options.variations) {
        const spec = variation.make(path, method);
        if (!spec) continue;
        jobs.push(async () => ({
          path,
          method,
          variation: variation.name,
          answer: await rawRequest(origin, { ...spec, headers: { ...options.headers, ...spec.headers } }),
        }));
      }
    }
  }
  const results: WalkResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) results.push(await jobs[next++]!());
  };
  await Promise.all(Array.from({ length: options.parallel ?? 8 }, worker));
  return results;
}

/** A process's resident memory in MB (Linux). */
export function residentMegabytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/** What a walk answered, by class: 2xx, 3xx, 4xx, 5xx and connections reset. */
export function tally(results: WalkResult[]) {
  const counts: Record<string, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, reset: 0 };
  for (const { answer } of results) counts[answer === "reset" ? "reset" : `${String(answer)[0]}xx`]! += 1;
  return counts;
}

/** The answers that are neither a 4xx nor a route's normal answer (a reset counts only for a huge body), as lines to read. */
export function failures(results: WalkResult[]): string[] {
  return results
    .filter(({ answer, variation }) => (answer === "reset" ? !variation.startsWith("huge") : answer >= 500))
    .map(({ method, path, variation, answer }) => `${answer} ${method} ${path} (${variation})`);
}

/**
 * The whole walk, twice: every path without a session and the workspace's with `cookie` (an
 * owner's). The first walk loads every route's modules and grows the heap to its working size;
 * the second, with the same requests, shows whether anything of them is kept.
 */
export async function walkTwice(origin: string, pid: number, options: { cookie: string; hugeBytes: number; methods: string[] }) {
  const paths = await walkedPaths();
  const cases = variations(options.hugeBytes);
  const walkAll = async () => [
    ...(await walk(origin, { paths, methods: options.methods, variations: cases })),
    ...(await walk(origin, {
      paths: paths.filter((path) => isWorkspacePath(path)),
      methods: options.methods,
      variations: cases,
      headers: { cookie: options.cookie },
    })),
  ];
  const first = await walkAll();
  const before = residentMegabytes(pid);
  const second = await walkAll();
  const after = residentMegabytes(pid);
  console.log(
    `route walk: ${paths.length} paths, ${second.length} requests a walk ${JSON.stringify(tally(second))}; ` +
      `memory after the first walk ${before.toFixed(0)} MB, after the second ${after.toFixed(0)} MB`,
  );
  return { failures: failures([...first, ...second]), growthMegabytes: after - before };
}
