// The security headers of every response (decision 0009): a Content-Security-Policy that allows
// no inline script or style at all (the pages carry none: React renders on the server only and
// the browser code is one module from /assets), framing refused except for the chat page by the
// site itself, HSTS only on HTTPS, and a Permissions-Policy that turns off what the site never uses.
import helmet from "helmet";

/**
 * Where embedded frames may come from: the site (its chat page), the chat app, and the video
 * host only while a demo plays from it (`videoOrigins`, app/content/videos.ts).
 */
function frameSources(chatUrl, videoOrigins) {
  const sources = ["'self'", ...videoOrigins];
  if (/^https:\/\//.test(chatUrl)) sources.push(new URL(chatUrl).origin);
  return sources;
}

function contentSecurityPolicy({ chatUrl, videoOrigins, frameAncestors }) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The home page's demos, recorded from the site itself.
    "media-src 'self'",
    `frame-src ${frameSources(chatUrl, videoOrigins).join(" ")}`,
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** The Permissions-Policy: off what the site never uses; full screen for the site and its video host. */
export function permissionsPolicy(videoOrigins) {
  return [
    ...OFF,
    // The video player may go full screen; nothing else may.
    `fullscreen=(${["self", ...videoOrigins.map((origin) => `"${origin}"`)].join(" ")})`,
  ].join(", ");
}

const OFF = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
];

export const HSTS = "max-age=31536000; includeSubDomains";

/** Pages another page of this site may frame: the built-in chat assistant. */
export const FRAMEABLE_PATHS = new Set(["/chat-widget"]);

/**
 * helmet with the site's policy; HSTS is added per request by `hsts` below. `workspace`: the
 * staff pages, which hydrate React: React Router's inline scripts run by the nonce the request
 * was given (res.locals.cspNonce), no other inline script does.
 */
export function securityHeaders({ chatUrl, videoOrigins, frameable = false, workspace = false }) {
  const directives = Object.fromEntries(
    contentSecurityPolicy({ chatUrl, videoOrigins, frameAncestors: frameable ? "'self'" : "'none'" })
      .split("; ")
      .map((directive) => {
        const [name, ...values] = directive.split(" ");
        return [name, values];
      }),
  );
  if (workspace) directives["script-src"] = ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`];
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: frameable ? "sameorigin" : "deny" },
    // Same-origin requests carry the full page URL, so a lead records the page (and UTM tags) it
    // was sent from; other sites get only our origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
}

/**
 * Whether the visitor reached us over HTTPS: the connection itself, or, when TRUST_PROXY trusts
 * the proxy that connected, its X-Forwarded-Proto (the same rule Express uses for req.protocol).
 */
export function isHttps(req, trust) {
  if (req.socket?.encrypted) return true;
  if (!trust(req.socket?.remoteAddress, 0)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
