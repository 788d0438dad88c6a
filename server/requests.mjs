// What a request that writes (POST and the like) must look like before any handler reads it:
// from our own pages or from no page at all (another site's form is refused: CSRF), a body of a
// kind the forms send, and small. Each refusal says why, in JSON to JSON clients.

/** The largest body a form or JSON post may have; the longest form (a 5,000-character message, URL-encoded) fits. */
export const BODY_LIMIT = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "application/json", "+json"];
// Mail apps' one-click unsubscribe (RFC 8058) may post multipart.
const MULTIPART_PATHS = new Set(["/unsubscribe"]);

function refuse(req, res, status, title, description) {
  if (req.is(["application/json", "+json"]) || /json/.test(req.get("accept") ?? "")) {
    res.status(status).json({ status: "refused", saved: false, message: { title, description, variant: "destructive" } });
  } else {
    res.status(status).type("text/plain; charset=utf-8").send(`${title}: ${description}\n`);
  }
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

export function guardWrites({ siteOrigin }) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (!fromOurSite(req, siteOrigin)) {
      return refuse(req, res, 403, "Request refused", "Forms on this site can only be sent from this site.");
    }
    const length = req.get("content-length");
    if (length !== undefined && Number(length) > BODY_LIMIT) {
      return refuse(req, res, 413, "Request too large", "The request body is larger than 64 KB.");
    }
    // null: no body at all; false: a body without a type.
    if (req.is(["*/*"]) === null) return next();
    const multipartAllowed = MULTIPART_PATHS.has(req.path) && req.is("multipart/form-data");
    if (!req.is(FORM_TYPES) && !multipartAllowed) {
      return refuse(req, res, 415, "Unsupported content type", "Send the form as application/x-www-form-urlencoded or application/json.");
    }
    // Form bodies are read by React Router as a stream; without a length its size is unknown.
    if (length === undefined && !req.is(["application/json", "+json"])) {
      return refuse(req, res, 411, "Length required", "Send the form with a Content-Length.");
    }
    next();
  };
}

/**
 * Only GET and HEAD, and POST where a form posts (and anywhere in the staff workspace, whose
 * routes check sessions themselves); the paths in `postOnly` (an endpoint, not a page) take POST
 * alone, so a page load of one is told so rather than shown a 404. Anything else answers 405
 * with the methods the path does take, before a handler reads a body (React Router would read
 * one for its own data routes, of any size).
 */
export function allowMethods({ postPaths, postOnly = new Set(), postAnywhereUnder = () => false }) {
  const allowed = (path) => {
    if (postOnly.has(path)) return "POST";
    return postPaths.has(path) || postAnywhereUnder(path) ? "GET, HEAD, POST" : "GET, HEAD";
  };
  return (req, res, next) => {
    const allow = allowed(req.path);
    if (allow.split(", ").includes(req.method)) return next();
    res.setHeader("Allow", allow);
    // A body the request may carry is not read: the connection goes once the answer is out.
    res.setHeader("Connection", "close");
    refuse(req, res, 405, "Method not allowed", `This address takes ${allow}.`);
  };
}

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function hasValidHost(req) {
  return HOST.test(req.headers.host ?? "");
}

/** A request whose Host header is no host answers 400: URLs are built from it further on. */
export function requireValidHost(req, res, next) {
  if (hasValidHost(req)) return next();
  refuse(req, res, 400, "Bad request", "The Host header is not a host name.");
}
