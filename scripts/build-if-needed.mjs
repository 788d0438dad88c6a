// What `npm start`, `npm test` and the integration tests build: nothing when the build was made from the same sources, lockfile and
// build-time settings (SITE_URL, PORT, the year the footer starts from); otherwise
// `npm run build`. The inputs' hash is kept beside the build, in build/.inputs-hash.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The folders and files the build reads. */
const INPUTS = ["app", "public", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];

/** Test files live beside the code they test; the build leaves them out. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesOf(/** @type {string} */ root, /** @type {string} */ entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEST_FILE.test(entry) ? [] : [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(root, path.join(entry, name)));
}

/**
 * A hash of everything the build is made from.
 * @param {string} root the project folder
 * @param {NodeJS.ProcessEnv} env
 */
export function buildInputsHash(root, env = process.env) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ SITE_URL: env.SITE_URL ?? null, PORT: env.PORT ?? null, year: new Date().getFullYear() }));
  for (const file of INPUTS.flatMap((entry) => filesOf(root, entry))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

const hashFile = (/** @type {string} */ root) => path.join(root, "build", ".inputs-hash");

/** Whether the build in `root` was made from the current inputs. */
export function buildIsCurrent(/** @type {string} */ root, env = process.env) {
  const file = hashFile(root);
  const server = path.join(root, "build", "server", "index.js");
  if (!existsSync(file) || !existsSync(server)) return false;
  // A build made another way since (`npm run build`, the tests, the bench) may have other settings.
  if (statSync(server).mtimeMs > statSync(file).mtimeMs) return false;
  return readFileSync(file, "utf8").trim() === buildInputsHash(root, env);
}

/** Builds unless the build is current; returns whether it built. Exits the process when the build fails. */
export function buildIfNeeded(/** @type {string} */ root, env = process.env) {
  if (buildIsCurrent(root, env)) {
    console.log("The build is up to date.");
    return false;
  }
  const inputs = buildInputsHash(root, env);
  console.log("Building the site (its sources or settings changed since the last build)…");
  const started = performance.now();
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  // The build's own output is a few hundred lines; it is shown only when the build fails.
  const result = spawnSync(npm, ["run", "build", "--silent"], { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`The build failed${result.error ? `: ${result.error.message}` : ""}.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(hashFile(root), `${inputs}\n`);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}
