// A throwaway PostgreSQL cluster for the fault tests when TEST_DATABASE_URL is not set, started
// the way .ci/run does: initdb and pg_ctl in a temp folder on a free loopback port, as the
// postgres user when running as root (both refuse root).
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../support/site";

export interface Cluster {
  bin: string;
  dir: string;
  port: number;
}

/** The newest PostgreSQL's bin folder: PG_BIN, Debian's /usr/lib/postgresql/<n>/bin, or pg_config's. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync("/usr/lib/postgresql")) {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool (as the postgres user when root); throws with its output on failure. */
export function pgTool(cluster: Pick<Cluster, "bin">, tool: string, args: string[], timeoutMs = 120_000) {
  const command = path.join(cluster.bin, tool);
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8", timeout: timeoutMs });
  if (result.status !== 0) {
    throw new Error(
      `${tool} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${result.error ?? ""}`,
    );
  }
  return result.stdout;
}

export async function startCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      [
        "The fault tests need PostgreSQL and found none.",
        "  Either set TEST_DATABASE_URL to a PostgreSQL database whose user may create databases,",
        "  or install PostgreSQL's server binaries (Debian/Ubuntu: apt-get install -y postgresql),",
        "  or point PG_BIN at the folder holding initdb and pg_ctl.",
      ].join("\n"),
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "concord-faults-pg-"));
  if (isRoot)
    chownSync(
      dir,
      Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()),
      Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim()),
    );
  const cluster = { bin, dir, port: await freePort() };
  pgTool(cluster, "initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  startPostgres(cluster);
  return cluster;
}

export function startPostgres(cluster: Cluster) {
  pgTool(cluster, "pg_ctl", [
    "-D",
    path.join(cluster.dir, "data"),
    "-l",
    path.join(cluster.dir, "postgres.log"),
    "-w",
    "-t",
    "120",
    "-o",
    `-p ${cluster.port} -k ${cluster.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
}

export function stopPostgres(cluster: Cluster, mode: "fast" | "immediate" = "fast") {
  pgTool(cluster, "pg_ctl", ["-D", path.join(cluster.dir, "data"), "-m", mode, "-w", "-t", "120", "stop"]);
}

export function removeCluster(cluster: Cluster) {
  try {
    stopPostgres(cluster, "immediate");
  } catch {
    // Already stopped.
  }
  rmSync(cluster.dir, { recursive: true, force: true });
}

export function clusterUrl(cluster: Cluster, database = "postgres") {
  return `postgresql://postgres@127.0.0.1:${cluster.port}/${database}`;
}
