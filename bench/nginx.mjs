// nginx serving the very same prerendered page, as a yardstick for the Node server's throughput.
// Fair comparison: nginx sends the same gzip bytes (level 9, written next to the page for
// gzip_static), keeps connections alive and logs nothing, like the Node server at LOG_LEVEL=warn.
import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { onCleanup } from "./cleanup.mjs";
import { freePort, run, sleep, stopChild } from "./proc.mjs";

/** Path of a command on PATH (or in the sbin folders, where Debian puts nginx), or null. */
export async function which(/** @type {string} */ command) {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"]) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    const result = await run("test", ["-x", candidate]).catch(() => null);
    if (result?.code === 0) return candidate;
  }
  return null;
}

/**
 * Finds a Debian package's command, installing the package when missing and running as root.
 * @returns {Promise<{ path: string | null, note: string }>}
 */
export async function ensureCommand(/** @type {string} */ command, /** @type {string} */ pkg = command) {
  const found = await which(command);
  if (found) return { path: found, note: "" };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !(await which("apt-get"))) {
    return { path: null, note: `${command} is not installed (install it with: sudo apt-get install -y ${pkg}); skipped` };
  }
  console.log(`Installing ${pkg} from the Debian packages…`);
  let result = await run("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.code !== 0) {
    // The package lists may be missing or stale in a fresh container.
    await run("apt-get", ["update"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    result = await run("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const installed = await which(command);
  if (!installed) return { path: null, note: `installing ${pkg} failed (${result.stderr.trim().split("\n").pop()}); skipped` };
  return { path: installed, note: `installed ${pkg}` };
}

/**
 * Starts nginx on a free loopback port serving `htmlFile` at `route`.
 * @param {{ nginx: string, htmlFile: string, route: string }} options
 */
export async function startNginx({ nginx, htmlFile, route }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  const removeDir = onCleanup("nginx temp dir", () => rm(dir, { recursive: true, force: true }));
  // nginx workers run as an unprivileged user when started by root: they must be able to read.
  await chmod(dir, 0o755);
  const webRoot = path.join(dir, "root");
  const pageDir = path.join(webRoot, route.replace(/^\/+/, ""));
  await mkdir(pageDir, { recursive: true });
  const html = await readFile(htmlFile);
  await writeFile(path.join(pageDir, "index.html"), html);
  // The same bytes the Node server keeps for gzip (level 9).
  await writeFile(path.join(pageDir, "index.html.gz"), gzipSync(html, { level: 9 }));
  const port = await freePort();
  const temp = (/** @type {string} */ name) => path.join(dir, name);
  const conf = `
worker_processes auto;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
daemon off;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${webRoot};
    location = ${route} {
      default_type "text/html; charset=utf-8";
      try_files ${route}/index.html =404;
    }
  }
}
`;
  const confFile = temp("nginx.conf");
  await writeFile(confFile, conf);
  // -e: error log before the config is read (nginx ≥ 1.19.5), so nothing goes to /var/log.
  const child = spawn(nginx, ["-c", confFile, "-p", dir, "-e", temp("error.log")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  // SIGQUIT = graceful shutdown for nginx.
  const stopNginx = onCleanup("nginx", () => stopChild(child, "SIGQUIT", 5_000));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(temp("error.log"), "utf8").catch(() => "");
      throw new Error(`nginx exited (${child.exitCode}):\n${output}${log}`);
    }
    const ok = await fetch(origin + route).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin}${route} within 10 s:\n${output}`);
    await sleep(100);
  }
  return {
    origin,
    async stop() {
      await stopChild(child, "SIGQUIT", 5_000);
      stopNginx();
      await rm(dir, { recursive: true, force: true });
      removeDir();
    },
  };
}
