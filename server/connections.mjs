// Slow and greedy clients: a connection that sends its headers or its body slowly is cut, and
// neither one client nor all of them together may hold every descriptor the process has, so a
// visitor's page request still gets through while a bot holds a thousand connections open.
import { readFileSync } from "node:fs";

/** A request's headers must be in within this time, its whole body within REQUEST_TIMEOUT. */
export const HEADERS_TIMEOUT = 10_000;
export const REQUEST_TIMEOUT = 30_000;
/** An idle kept-alive connection is closed after this. */
export const KEEP_ALIVE_TIMEOUT = 5_000;
/**
 * Connections one client (an IPv4 address, an IPv6 /64) may hold open at once: a browser uses
 * about six per site, so this leaves room for an office behind one address and for tools that
 * hand in leads in parallel, while one client can take only a small share of the descriptors.
 * A fetch() client with 100 requests in flight was measured holding up to 200 connections at
 * once when its event loop stalled (it opens a new one while finished ones wait to be reused or
 * to time out), so the cap is well above twice the parallelism a tool may use.
 */
export const CONNECTIONS_PER_CLIENT = 256;
/** At most one warning per minute about connections refused over the per-client cap. */
const WARN_EVERY = 60_000;
/** Descriptors left for the database, mail, files and logs when the process's limit is low. */
const DESCRIPTORS_KEPT = 256;
const MOST_CONNECTIONS = 10_000;

/** The process's limit on open files (Node raises it to the hard limit at start), where the system says. */
function descriptorLimit() {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return line && line[1] !== "unlimited" ? Number(line[1]) : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * Sets the timeouts and the caps on `server`. `clientKey` names a connection's client;
 * connections from a trusted proxy (`fromProxy`) carry many clients and are not capped per client.
 * `warn` is told, at most once a minute, how many connections the per-client cap refused.
 */
export function limitConnections(server, { clientKey, fromProxy, warn }) {
  server.headersTimeout = HEADERS_TIMEOUT;
  server.requestTimeout = REQUEST_TIMEOUT;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT;
  server.maxConnections = Math.max(64, Math.min(MOST_CONNECTIONS, descriptorLimit() - DESCRIPTORS_KEPT));

  const open = new Map();
  let refused = 0;
  let warnedAt = -Infinity;
  server.on("connection", (socket) => {
    if (fromProxy(socket.remoteAddress)) return;
    const key = clientKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > CONNECTIONS_PER_CLIENT) {
      socket.destroy();
      refused++;
      if (Date.now() - warnedAt >= WARN_EVERY) {
        warn(`Refused ${refused} connection(s) from clients already holding ${CONNECTIONS_PER_CLIENT} open (last from ${key}).`);
        warnedAt = Date.now();
        refused = 0;
      }
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = open.get(key) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return { maxConnections: server.maxConnections };
}
