// `npm test`: makes sure Chromium, psql and Java are there, builds the site, type-checks, lints, runs the unit and
// integration tests (Vitest) and the browser tests (Playwright), then prints one summary line
// that adds up every suite: "tests: N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumPath } from "./chromium.mjs";
import { playwrightCounts, vitestCounts } from "./test-counts.mjs";

const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
mkdirSync(".tmp", { recursive: true });

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...options.env } });
  return result.status ?? 1;
}

/**
 * A program the tests need from the system's packages: when it is missing and this is Debian run
 * as root, install it with apt-get; otherwise say how and stop.
 */
function ensureSystemPackage({ present, pkg, purpose, hint }) {
  if (present()) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`${purpose} is missing: installing it from Debian's packages (apt-get install ${pkg})...`);
    const ok =
      run("apt-get", ["update", "-qq"]) === 0 &&
      run("apt-get", ["install", "-y", "-qq", pkg], { env: { DEBIAN_FRONTEND: "noninteractive" } }) === 0;
    if (ok && present()) return;
  }
  console.error(
    [
      `The tests need ${purpose}, and it is not installed.`,
      `  Debian/Ubuntu: sudo apt-get install -y ${pkg}`,
      ...(hint ? [hint] : []),
    ].join("\n"),
  );
  process.exit(1);
}

const commandWorks = (command, args) => spawnSync(command, args).status === 0;

// The browser tests drive Chromium from the system's packages.
ensureSystemPackage({
  present: () => existsSync(chromiumPath()),
  pkg: "chromium",
  purpose: "Chromium",
  hint: "  or point CHROMIUM_PATH at a Chromium or Chrome binary.",
});
// The database commands' tests open a SQL shell (npm run db:psql).
ensureSystemPackage({
  present: () => commandWorks("psql", ["--version"]),
  pkg: "postgresql-client",
  purpose: "psql, PostgreSQL's SQL shell",
});
// The HTML check runs W3C's Nu Html Checker (npm package vnu-jar) on Java.
ensureSystemPackage({
  present: () => commandWorks("java", ["-version"]),
  pkg: "default-jre-headless",
  purpose: "Java (for the Nu Html Checker)",
});

const totals = { passed: 0, failed: 0, skipped: 0 };
rmSync(".tmp/test-totals.json", { force: true });
let broken = false;
function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

// The build the integration and browser tests serve: made again only when its sources changed
// (it exits with the build's output when the build fails).
buildIfNeeded(process.cwd(), { ...process.env });
// A type error, a lint error or unformatted code counts as a failed test, so the summary line
// says the run failed. `--skip-static-checks`: CI's second Node, where they would give the same answer.
if (!process.argv.includes("--skip-static-checks")) {
  if (run("npx", ["react-router", "typegen"]) !== 0 || run("npx", ["tsc"]) !== 0) {
    console.error("Type check failed.");
    totals.failed += 1;
  }
  if (run("npx", ["eslint", "."]) !== 0) {
    console.error("Lint failed: fix what ESLint names (npm run lint).");
    totals.failed += 1;
  }
  if (run("npx", ["prettier", "--check", "."]) !== 0) {
    console.error("Some files are not formatted: run npm run format.");
    totals.failed += 1;
  }
}

rmSync(".tmp/vitest.json", { force: true });
const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=.tmp/vitest.json"]);
if (existsSync(".tmp/vitest.json")) {
  add(vitestCounts(JSON.parse(readFileSync(".tmp/vitest.json", "utf8"))));
} else if (vitestStatus !== 0) {
  broken = true;
}
if (vitestStatus !== 0) broken = true;

rmSync(".tmp/playwright.json", { force: true });
// `--skip-browser`: CI's second Node, whose server the integration tests already drive; the
// browser tests check Chromium against the same pages and run once, on the first.
if (!process.argv.includes("--skip-browser")) {
  rmSync(".tmp/e2e-data", { recursive: true, force: true }); // the browser tests start from an empty database
  const e2eStatus = run("npx", ["playwright", "test"]);
  if (existsSync(".tmp/playwright.json")) {
    add(playwrightCounts(JSON.parse(readFileSync(".tmp/playwright.json", "utf8"))));
  } else if (e2eStatus !== 0) {
    broken = true;
  }
  if (e2eStatus !== 0) broken = true;
}

printSlowestFiles();
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// For a caller that adds further suites to the same line (.ci/run with the fault tests).
writeFileSync(".tmp/test-totals.json", JSON.stringify({ ...totals, broken }));
process.exit(broken || totals.failed > 0 ? 1 : 0);

/** The ten test files that took longest (Vitest's and Playwright's), where a faster suite starts. */
function printSlowestFiles() {
  const files = [];
  if (existsSync(".tmp/vitest.json")) {
    for (const file of JSON.parse(readFileSync(".tmp/vitest.json", "utf8")).testResults) {
      files.push({ name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime });
    }
  }
  if (existsSync(".tmp/playwright.json")) {
    // Playwright runs a file's tests on several workers: its time is the sum of its tests' times.
    const byFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const key = `${spec.file} [${test.projectName}]`;
          for (const result of test.results) byFile.set(key, (byFile.get(key) ?? 0) + result.duration);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(readFileSync(".tmp/playwright.json", "utf8")).suites) walk(suite);
    for (const [name, ms] of byFile) files.push({ name: `tests/e2e/${name}`, ms });
  }
  if (!files.length) return;
  console.log("\nThe ten slowest test files:");
  for (const { name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
}
