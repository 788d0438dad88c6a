// The edge: what every request must look like before any handler (the lead routes, the assistant,
// React Router, the auth library) sees it. One table says what each path takes (methods, kinds of
// body); the checks below read it, so a route added later is guarded without anyone remembering
// to. Each refusal says why, in JSON to JSON clients, and is a 4xx.
//
// - The request line: a Host that is a host (a port 0-65535), no NUL in the URL.
// - Methods: GET and HEAD everywhere, POST only where something takes a body (405 otherwise).
// - Writes: from our own pages or from no page at all (another site's form is refused: CSRF),
//   of a type the path takes (415).
// - The body: read here and only here, up to BODY_LIMIT (413 as soon as it is passed, chunked or
//   not), then checked for odd bytes (NUL, broken UTF-8: 400). Handlers get the bytes as req.body.
import { AsyncResource } from "node:async_hooks";
import { isIPv6 } from "node:net";

/** The largest body a path may take; the longest form (a 5,000-character message, URL-encoded) fits. */
export const BODY_LIMIT = 64 * 1024;

const URLENCODED = "application/x-www-form-urlencoded";
const JSON_TYPES = ["application/json", "+json"];
const MULTIPART = "multipart/form-data";

/** The staff workspace and its data requests (/admin, /admin.data, /admin/…). */
export const isWorkspacePath = (path) => path === "/admin" || path === "/admin.data" || path.startsWith("/admin/");

/**
 * What each path takes. `methods` is the Allow list; `types` the body types a POST may have
 * (none: the path takes no body). Lead forms take form posts (pages without JavaScript) and JSON
 * (the page script, the assistant, tools); mail apps' one-click unsubscribe (RFC 8058) may post
 * multipart; the auth library takes JSON only; the workspace's actions, form posts.
 */
export function routeTable({ formPaths }) {
  const forms = new Set(formPaths);
  const noBody = { methods: "GET, HEAD", types: [] };
  return (path) => {
    if (path === "/assistant" || path === "/assistant/feedback") return { methods: "POST", types: JSON_TYPES };
    if (forms.has(path)) return { methods: "GET, HEAD, POST", types: [URLENCODED, ...JSON_TYPES] };
    if (path === "/unsubscribe") return { methods: "GET, HEAD, POST", types: [URLENCODED, MULTIPART] };
    if (path.startsWith("/admin/auth/")) return { methods: "GET, HEAD, POST", types: JSON_TYPES };
    if (isWorkspacePath(path)) return { methods: "GET, HEAD, POST", types: [URLENCODED] };
    return noBody;
  };
}

function refuse(req, res, status, title, description) {
  // The rest of a body is not kept: the connection goes once the answer is out.
  if (hasBody(req) && !req.readableEnded) res.setHeader("Connection", "close");
  if (isJson(req) || /json/.test(req.get("accept") ?? "")) {
    res.status(status).json({ status: "refused", saved: false, message: { title, description, variant: "destructive" } });
  } else {
    res.status(status).type("text/plain; charset=utf-8").send(`${title}: ${description}\n`);
  }
}

/** Whether the request carries a body (HTTP/1.1: a length other than 0, or chunks). */
export function hasBody(req) {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[([0-9A-Fa-f:.]+)\])(?::(\d{1,5}))?$/;

/** Whether the Host header is a host every URL parser takes: URLs are built from it further on. */
export function hasValidHost(req) {
  const match = HOST.exec(req.headers.host ?? "");
  if (!match) return false;
  const [, ipv6, port] = match;
  return (ipv6 === undefined || isIPv6(ipv6)) && (port === undefined || Number(port) <= 65535);
}

/** NUL, encoded or not, is never part of a URL of this site (and PostgreSQL refuses it in text). */
const hasNul = (text) => /%00|\0/.test(text);

/**
 * Whether the fast path (prerendered pages, answered before Express) may answer: a plain request,
 * with a host, no NUL and no body. Anything else goes the Express way, which refuses it.
 */
export function isPlainRequest(req) {
  return hasValidHost(req) && !hasNul(req.url ?? "") && !hasBody(req);
}

/** The request line: a Host that is a host (400), a URL without NUL (400). */
export function checkRequestLine(req, res, next) {
  if (!hasValidHost(req)) return refuse(req, res, 400, "Bad request", "The Host header is not a host name.");
  if (hasNul(req.originalUrl)) return refuse(req, res, 400, "Bad request", "The address holds a NUL character.");
  next();
}

/**
 * Only the methods the path takes (GET and HEAD everywhere, POST where a body is taken); anything
 * else answers 405 with the methods it does take, before a handler reads a body.
 */
export function allowMethods(routeOf) {
  return (req, res, next) => {
    const { methods } = routeOf(req.path);
    if (methods.split(", ").includes(req.method)) return next();
    res.setHeader("Allow", methods);
    refuse(req, res, 405, "Method not allowed", `This address takes ${methods}.`);
  };
}

/**
 * Whether the page that sent the request is one of ours (or no page: a tool, a mail app). Ours
 * means SITE_URL's origin, never one made from the request's own Host header, which a page on a
 * name that resolves to this server (DNS rebinding) would pass.
 */
function fromOurSite(req, siteOrigin) {
  const origin = req.get("origin");
  if (origin !== undefined) return origin === siteOrigin;
  // Without Origin, a browser still says where a request came from.
  const site = req.get("sec-fetch-site");
  return site === undefined || site === "same-origin" || site === "none";
}

/** Whether a Content-Type header names one of `types` ("+json": any JSON media type). */
function isOfType(header, types) {
  const media = (header ?? "").split(";")[0].trim().toLowerCase();
  return types.some((type) => (type.startsWith("+") ? /^application\/[\w.-]+\+json$/.test(media) : media === type));
}

/** Whether the request says it is JSON (with a body or without). */
export const isJson = (req) => isOfType(req.headers["content-type"], JSON_TYPES);

/**
 * A write comes from our site (403) and says it is of a type its path takes (415), with a body
 * or without: every handler behind parses what it is told it gets.
 */
export function guardWrites({ siteOrigin, routeOf }) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (!fromOurSite(req, siteOrigin)) {
      return refuse(req, res, 403, "Request refused", "Forms on this site can only be sent from this site.");
    }
    const { types } = routeOf(req.path);
    if (!isOfType(req.headers["content-type"], types)) {
      const names = types.filter((type) => !type.startsWith("+"));
      return refuse(req, res, 415, "Unsupported content type", `Send this address ${names.join(" or ")}.`);
    }
    next();
  };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** A JSON string's \u0000 escape (its backslash not itself escaped). */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/** What is wrong with a body's bytes, if anything: NUL anywhere, broken UTF-8 in text. */
function oddBytes(req, body) {
  if (body.includes(0)) return "The request holds a NUL character.";
  if (isOfType(req.headers["content-type"], [MULTIPART])) return null;
  let text;
  try {
    text = utf8.decode(body);
  } catch {
    return "The request is not valid UTF-8.";
  }
  if (isJson(req)) return JSON_NUL.test(text) ? "The request holds a NUL character." : null;
  // URL-encoded: each name and value, decoded, must be UTF-8 without NUL.
  for (const part of text.split("&")) {
    if (/%00/.test(part)) return "The request holds a NUL character.";
    try {
      decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      return "The request is not valid UTF-8.";
    }
  }
  return null;
}

/**
 * Reads the body of every request that has one, up to the path's limit (none where the path
 * takes no body), into req.body; a body over it answers 413 as soon as that is known, from the
 * length it declares or from the bytes counted as they come, and is not read further.
 */
export function readBody(routeOf) {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const limit = req.method === "POST" && routeOf(req.path).types.length > 0 ? BODY_LIMIT : 0;
    const tooLarge = () =>
      refuse(
        req,
        res,
        413,
        "Request too large",
        limit === 0 ? "This address takes no request body." : "The request body is larger than 64 KB.",
      );
    if (Number(req.headers["content-length"] ?? 0) > limit) return tooLarge();
    const chunks = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    // Bound to the request's async context, so what runs next keeps its request id (the
    // stream's events would otherwise run in the socket's).
    const onData = AsyncResource.bind((chunk) => {
      size += chunk.length;
      if (size <= limit) return chunks.push(chunk);
      stop();
      // What has come meanwhile is read and dropped while the answer goes out: bytes left unread
      // when the connection closes make the system reset it, and the client may lose the answer.
      req.resume();
      tooLarge();
    });
    const onEnd = AsyncResource.bind(() => {
      stop();
      const body = Buffer.concat(chunks, size);
      const odd = oddBytes(req, body);
      if (odd) return refuse(req, res, 400, "Bad request", odd);
      req.body = body;
      next();
    });
    // A client that goes away mid-body: nothing to answer.
    const onError = () => stop();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
