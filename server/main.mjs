// The site's server, in production and in development alike: security headers, the write guards,
// the JSON form route, the database's start and stop, and React Router for the pages. In
// production it serves the build (prerendered pages from memory, hashed assets with long-lived
// caching); in development (server/dev.mjs) Vite runs inside it as middleware and builds
// modules on request, with hot reload.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { FRAMEABLE_PATHS, HSTS, isHttps, permissionsPolicy, securityHeaders } from "./headers.mjs";
import { readAssets, serveAssets } from "./assets.mjs";
import { readPrerendered, renderPrerendered, servePrerendered, staticHeaders } from "./prerendered.mjs";
import { limitConnections } from "./connections.mjs";
import { createRequestHandler } from "./react-router.mjs";
import { databaseOf, removeRunningSite, writeRunningSite } from "./running.mjs";
import { allowMethods, checkRequestLine, guardWrites, isJson, isPlainRequest, isWorkspacePath, readBody, routeTable } from "./requests.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuildPath = path.join(root, "build/server/index.js");
const clientDir = path.join(root, "build/client");
const development = process.env.NODE_ENV === "development";

// The HTTP server exists before Vite so that Vite's hot reload shares its port. Its timeouts
// (server/connections.mjs) are checked every second, so a slow client goes soon after its time.
const server = http.createServer({ connectionsCheckingInterval: 1_000 });

/** @type {import("vite").ViteDevServer | undefined} */
let vite;
/** The server build: built files in production; in development Vite's current modules. */
let loadBuild;
if (development) {
  const { createServer } = await import("vite");
  vite = await createServer({ root, server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build");
} else {
  if (!existsSync(serverBuildPath)) {
    console.error("No build found. Run `npm run build` first (or `npm start`, which builds and then serves).");
    process.exit(1);
  }
  const built = await import(serverBuildPath);
  loadBuild = async () => built;
}

const build = await loadBuild();
let env;
try {
  env = build.entry.module.getEnv();
} catch (error) {
  // No logger without a valid LOG_LEVEL: the configuration error goes to stderr as it is.
  console.error(error instanceof Error ? error.message : error);
  await vite?.close();
  process.exit(1);
}
const { logger, withRequestId } = build.entry.module;
const log = logger();

// Opens the database and applies pending migrations; without a database the site cannot take leads.
try {
  await build.entry.module.startup?.();
} catch (error) {
  log.error(
    `The database could not be opened or migrated, so the server did not start.\n${error instanceof Error ? error.message : error}`,
  );
  await Promise.resolve(build.entry.module.shutdown?.()).catch(() => {});
  await vite?.close();
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.set("etag", "strong");

// Every request gets an id: each log line written while it is handled carries it, and the
// client sees it (X-Request-Id) to quote when something went wrong.
app.use((req, res, next) => {
  withRequestId((id) => {
    res.setHeader("X-Request-Id", id);
    next();
  });
});
app.use(checkRequestLine);

// Behind a proxy (TRUST_PROXY), the client's address and protocol come from its X-Forwarded-* headers.
app.set("trust proxy", env.TRUST_PROXY);
const trust = app.get("trust proxy fn");
limitConnections(server, {
  clientKey: build.entry.module.clientKey,
  fromProxy: (address) => trust(address, 0),
  warn: (message) => log.warn(message),
});

// The video host is framed only while a home page demo plays from it.
const { videoFrameOrigins } = build.entry.module;
const pageHeaders = securityHeaders({ chatUrl: env.CHAT_APP_URL, videoOrigins: videoFrameOrigins });
const frameableHeaders = securityHeaders({ chatUrl: env.CHAT_APP_URL, videoOrigins: videoFrameOrigins, frameable: true });
const workspaceHeaders = securityHeaders({ chatUrl: env.CHAT_APP_URL, videoOrigins: videoFrameOrigins, workspace: true });
const PERMISSIONS_POLICY = permissionsPolicy(videoFrameOrigins);
app.use((req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  if (isHttps(req, trust)) res.setHeader("Strict-Transport-Security", HSTS);
  if (isWorkspacePath(req.path)) {
    // Staff pages: never cached, never indexed, scripts by nonce (they hydrate React).
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    return workspaceHeaders(req, res, next);
  }
  (FRAMEABLE_PATHS.has(req.path) ? frameableHeaders : pageHeaders)(req, res, next);
});

// One URL per page: "/about/" answers 301 to "/about". The target is always a path on this
// site: leading slashes and backslashes collapse to one slash, since "//evil.example" (and
// "/\evil.example", which browsers read the same way) would send the visitor to another host.
app.use((req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.url.slice(req.path.length);
    res.redirect(301, `/${req.path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}${query}`);
    return;
  }
  next();
});

// Prerendered pages are answered before Express (see the server below), with the same headers.
// They carry SITE_URL (canonical links, structured data, the sitemap): when the site runs on
// another origin than the build was made for, they are rendered again for it at start-up.
// Development renders every page on request instead.
let prerenderedPages = [];
if (!development) {
  prerenderedPages = await readPrerendered(clientDir);
  const builtFor = build.entry.module.siteUrlAtBuild;
  if (builtFor !== env.SITE_URL) {
    try {
      prerenderedPages = await renderPrerendered(
        build,
        env.SITE_URL,
        prerenderedPages.map((page) => page.path),
      );
    } catch (error) {
      log.error(`The prerendered pages could not be rendered for SITE_URL ${env.SITE_URL}, so the server did not start.\n${error}`);
      await Promise.resolve(build.entry.module.shutdown?.()).catch(() => {});
      process.exit(1);
    }
    log.warn(
      `The build was made for SITE_URL ${builtFor}, the site runs as ${env.SITE_URL}: its ${prerenderedPages.length} prerendered pages were rendered again for ${env.SITE_URL} (build with this SITE_URL to skip this).`,
    );
  }
}
const { countPageView } = build.entry.module;
const prerendered = servePrerendered(prerenderedPages, {
  commonHeaders: { ...staticHeaders(pageHeaders), "permissions-policy": PERMISSIONS_POLICY },
  isHttps: (req) => isHttps(req, trust),
  hsts: HSTS,
  // First-party page views, no identifier kept (decision 0029).
  onView: (urlPath, req) =>
    countPageView(urlPath, { userAgent: req.headers["user-agent"], purpose: req.headers["sec-purpose"] ?? req.headers.purpose }),
});
// The build's other files (its hashed assets, the icons), answered from memory before Express
// as the build compressed them (server/assets.mjs); any other path is a page. A page's .data
// file or a page's copy made for another SITE_URL is never served as it is. In development
// Vite serves modules and the public folder instead.
const assets = serveAssets(development ? new Map() : await readAssets(clientDir), {
  isHttps: (req) => isHttps(req, trust),
  hsts: HSTS,
});

// The edge (server/requests.mjs): methods, origin, body type, size and bytes, by the route
// table, before any handler runs. Every body is read here, once, into req.body.
const leadForms = leadFormsOf(build);
const routeOf = routeTable({ formPaths: [...leadForms.keys()] });
app.use(allowMethods(routeOf));
app.use(guardWrites({ siteOrigin: new URL(env.SITE_URL).origin, routeOf }));
app.use(readBody(routeOf));

/** The body the edge read, as text (it checked that it is UTF-8). */
const bodyText = (req) => (req.body ? req.body.toString("utf8") : "");

// The form endpoints also take JSON (the browser's enhancement module, the chat assistant and
// other tools hand in leads this way) and answer JSON with the outcome's status; form posts
// made without JavaScript go on to React Router. The lead pipeline parses the body and says
// what is wrong with it.
app.post([...leadForms.keys()], async (req, res, next) => {
  if (!isJson(req)) return next();
  try {
    const current = await loadBuild();
    // The development server reloads the build when a route changes; production keeps one.
    const leadForm = (current === build ? leadForms : leadFormsOf(current)).get(req.path);
    if (!leadForm) return next();
    const answer = await current.entry.module.handleLeadJson(leadForm, bodyText(req), {
      url: `${req.protocol}://${req.get("host")}${req.originalUrl}`,
      referer: req.headers.referer,
      clientIp: req.ip,
    });
    res
      .status(answer.status)
      .set(answer.headers ?? {})
      .type("application/json")
      .send(answer.body);
  } catch (failure) {
    next(failure);
  }
});

/**
 * The paths of the routes that take lead forms (those whose module exports `leadForm`), each
 * with that function: the routes say which forms they take, and JSON posts go by the same word.
 */
function leadFormsOf(/** @type {import("react-router").ServerBuild} */ serverBuild) {
  const forms = new Map();
  const pathOf = (/** @type {string | undefined} */ id) => {
    const route = id ? serverBuild.routes[id] : undefined;
    if (!route) return "";
    const parent = pathOf(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  for (const route of Object.values(serverBuild.routes)) {
    const leadForm = /** @type {{ leadForm?: unknown }} */ (route?.module)?.leadForm;
    if (typeof leadForm === "function") forms.set(pathOf(route?.id), leadForm);
  }
  return forms;
}

// The site's assistant (decision 0018): JSON in, and JSON or Server-Sent Events out. A stream
// is written as it is made, so it stays ahead of the compression middleware; a visitor who
// closes the panel stops the answer.
app.post("/assistant", async (req, res, next) => {
  try {
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    const { handleAssistantRequest } = (await loadBuild()).entry.module;
    const answer = await handleAssistantRequest(bodyText(req), {
      url: `${req.protocol}://${req.get("host")}${req.originalUrl}`,
      referer: req.headers.referer,
      clientIp: req.ip,
      stream: /text\/event-stream/.test(req.get("accept") ?? ""),
      signal: gone.signal,
    });
    res.status(answer.status).set(answer.headers);
    if (!("events" in answer)) {
      res.send(answer.body);
      return;
    }
    res.flushHeaders();
    for await (const chunk of answer.events) {
      if (gone.signal.aborted) break;
      res.write(chunk);
    }
    res.end();
  } catch (failure) {
    next(failure);
  }
});

// A visitor's thumbs up or down on an answer (decision 0023).
app.post("/assistant/feedback", async (req, res, next) => {
  try {
    const { handleAssistantFeedback } = (await loadBuild()).entry.module;
    const answer = await handleAssistantFeedback(bodyText(req), { clientIp: req.ip });
    res.status(answer.status).set(answer.headers).send(answer.body);
  } catch (failure) {
    next(failure);
  }
});

app.use(compression());
if (vite) app.use(vite.middlewares);

app.all(
  "/{*splat}",
  createRequestHandler({
    build: development ? loadBuild : build,
    mode: development ? "development" : "production",
    getLoadContext: (req, res) => ({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
  }),
);

// Most requests are for prerendered pages: they are answered from memory without Express's
// routing, which keeps a page request to a lookup and a write.
// An error nothing else handled: logged once, with the request's id; the visitor gets a short
// page that names the id, never the error itself.
app.use((error, req, res, _next) => {
  if (res.headersSent) {
    log.error({ err: error }, `${req.method} ${req.path} failed after its answer began`);
    req.socket.destroy();
    return;
  }
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log.error({ err: error }, `${req.method} ${req.path} failed`);
  res
    .status(status)
    .type("text/plain; charset=utf-8")
    .send(
      status === 500
        ? `Something went wrong on our side (request ${res.getHeader("X-Request-Id")}). Please try again.\n`
        : "Bad request.\n",
    );
});

server.on("request", (req, res) => {
  // A request with a broken Host header, a NUL or a body goes the Express way, which refuses it.
  if (!isPlainRequest(req) || !(prerendered.handle(req, res) || assets.handle(req, res))) app(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  // The address really bound (the port chosen for PORT=0, the host HOST resolved to).
  const { address, port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const host = address.includes(":") ? `[${address}]` : address;
  const everywhere = address === "0.0.0.0" || address === "::";
  const url = everywhere ? `http://localhost:${port}` : `http://${host}:${port}`;
  const served = `${url}${everywhere ? " (every interface)" : ""}${env.SITE_URL === url ? "" : ` as ${env.SITE_URL}`}`;
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeRunningSite(env.DATA_DIR, env.SITE_URL, databaseOf({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  log.info(`Site ready on ${served} — data in ${dataPlace()}, mails ${mailPlace()}`);
});

/** Where leads are kept, for the ready line: the embedded PostgreSQL's folder or the server's host and database. */
function dataPlace() {
  if (!env.DATABASE_URL) return env.DATA_DIR;
  const database = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${database.host}${database.pathname}`;
}

/** Where mails go, for the ready line: an SMTP server (never its password) or .eml files. */
function mailPlace() {
  if (env.SMTP_URL) return `sent through ${new URL(env.SMTP_URL).host}`;
  return `written to ${path.posix.join(env.DATA_DIR, "mail").replace(/^(?![./])/, "./")}`;
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received, shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  server.close();
  server.closeIdleConnections?.();
  try {
    await build.entry.module.shutdown?.();
    await vite?.close();
  } finally {
    removeRunningSite(env.DATA_DIR);
    process.exit(0);
  }
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
