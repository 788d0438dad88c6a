// Slow clients: connections that trickle their headers are cut after the headers timeout, an
// idle kept-alive connection after the keep-alive timeout, and one client holding a thousand
// connections cannot take the descriptors a visitor's page request needs (the server runs here
// under a descriptor limit of 1,024, as many hosts set it).
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTIONS_PER_CLIENT, HEADERS_TIMEOUT, KEEP_ALIVE_TIMEOUT } from "../../server/connections.mjs";
import { dataDirsForThisFile } from "../support/databases";
import { Site } from "../support/site";

const dataDir = dataDirsForThisFile();

/** A connection from `localAddress` that sends a request's first line and then one header line a second. */
function trickle(port: number, localAddress: string) {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  const state = { open: true, closedAt: 0 };
  const timer = setInterval(() => socket.write("X-Slow: 1\r\n"), 1_000);
  socket.on("connect", () => socket.write("GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
  socket.on("error", () => {});
  socket.on("close", () => {
    state.open = false;
    state.closedAt = Date.now();
    clearInterval(timer);
  });
  return { socket, state, end: () => (clearInterval(timer), socket.destroy()) };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("slow clients", () => {
  let site: Site;
  let port = 0;

  beforeAll(async () => {
    site = new Site({ DATA_DIR: dataDir() }, { maxOpenFiles: 1024 });
    port = Number(new URL(await site.start()).port);
  }, 60_000);

  afterAll(() => site?.stop());

  it("answers a visitor's page request while one client holds 1,000 slow connections", async () => {
    const slow = Array.from({ length: 1_000 }, () => trickle(port, "127.0.0.2"));
    try {
      await settle(2_000);
      // The client keeps only its share of connections; the rest are closed at once.
      const stillOpen = slow.filter((connection) => connection.state.open).length;
      expect(stillOpen).toBeLessThanOrEqual(CONNECTIONS_PER_CLIENT);
      expect(stillOpen).toBeGreaterThan(0);
      const page = await fetch(`http://127.0.0.1:${port}/about`, { signal: AbortSignal.timeout(5_000) });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("</html>");
      // The owner can see why: the log names the refused connections and their client.
      await expect
        .poll(() => site.output(), { timeout: 5_000 })
        .toMatch(/Refused \d+ connection\(s\) from clients already holding \d+ open \(last from 127\.0\.0\.2\)/);
    } finally {
      for (const connection of slow) connection.end();
    }
  }, 30_000);

  it("cuts a connection that has not sent its headers within the headers timeout", async () => {
    const started = Date.now();
    const slow = trickle(port, "127.0.0.3");
    try {
      await expect.poll(() => slow.state.open, { timeout: HEADERS_TIMEOUT + 10_000, interval: 250 }).toBe(false);
      const after = slow.state.closedAt - started;
      expect(after).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - 500);
      // The site's 10 s, not Node's default of 60 s; a loaded CI worker checked it 3 s late once, so 8 s of slack.
      expect(after).toBeLessThan(HEADERS_TIMEOUT + 8_000);
    } finally {
      slow.end();
    }
  }, 30_000);

  it("closes an idle kept-alive connection after the keep-alive timeout", async () => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.on("error", () => {});
    let answered = 0;
    let closedAt = 0;
    socket.on("data", () => (answered ||= Date.now()));
    socket.on("close", () => (closedAt = Date.now()));
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await expect.poll(() => closedAt, { timeout: KEEP_ALIVE_TIMEOUT + 5_000, interval: 250 }).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
    expect(closedAt - answered).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT - 500);
    expect(closedAt - answered).toBeLessThan(KEEP_ALIVE_TIMEOUT + 3_000);
  }, 30_000);
});
