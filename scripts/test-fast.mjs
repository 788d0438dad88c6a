// `npm run test:fast`: the loop a developer runs every few minutes. Type check, lint and
// formatting (all three cached under node_modules/.cache, so a second run looks only at what
// changed) and the unit tests, which need neither PostgreSQL nor a build. `npm test` runs
// everything, including these.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

const env = { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" };

/** Runs a command with its output buffered, so steps that run side by side do not interleave. */
function step(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ name, ok: code === 0, seconds, output });
    });
  });
}

const started = performance.now();
// Two lines of work side by side, one per core: the type check, the longest step, alone; the unit
// tests, lint and formatting one after another.
const types = step("types", "sh", ["-c", "npx react-router typegen >/dev/null 2>&1 && npx tsc"]);
const rest = (async () => [
  await step("unit tests", "npx", ["vitest", "run", "--project", "unit", "--reporter=dot"]),
  await step("lint", "npx", ["eslint", "--cache", "--cache-location", "node_modules/.cache/eslint", "."]),
  await step("format", "npx", ["prettier", "--check", "--cache", "--log-level", "warn", "."]),
])();
const results = [await types, ...(await rest)];

for (const result of results) {
  if (!result.ok) process.stdout.write(`\n--- ${result.name} ---\n${result.output.trimEnd()}\n`);
}
console.log("");
for (const result of results) {
  // Vitest's own count, e.g. "Tests  431 passed (431)".
  const count = stripVTControlCharacters(result.output).match(/Tests\s+(.*\))/)?.[1];
  console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds} s)${count ? `: ${count}` : ""}`);
}
const total = ((performance.now() - started) / 1000).toFixed(1);
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `test:fast failed: ${failed.map((r) => r.name).join(", ")} (${total} s)` : `test:fast passed in ${total} s`);
process.exit(failed.length ? 1 : 0);
