// One summary line for several test suites run one after another (.ci/run: `npm test`, then
// `npm run test:faults`): "tests: N passed, N failed, N skipped", adding up their reports.
//   node scripts/test-summary.mjs <report> [<report>...]
// A report is npm test's .tmp/test-totals.json or a Vitest JSON report. A suite that left no
// report (it crashed, or never ran) counts as one failed test, so the line cannot read as a pass.
// Exits non-zero when anything failed or a report is missing or broken.
import { existsSync, readFileSync } from "node:fs";
import { vitestCounts } from "./test-counts.mjs";

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}: that suite did not finish.`);
    totals.failed += 1;
    ok = false;
    continue;
  }
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (typeof report.numPassedTests === "number") {
      // Vitest's JSON reporter.
      const counts = vitestCounts(report);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      if (report.success === false || counts.failed > 0) ok = false;
    } else {
      // scripts/test.mjs's totals.
      totals.passed += report.passed;
      totals.failed += report.failed;
      totals.skipped += report.skipped;
      if (report.broken || report.failed > 0) ok = false;
    }
  } catch (error) {
    console.error(`Unreadable test report ${file}: ${error instanceof Error ? error.message : error}`);
    totals.failed += 1;
    ok = false;
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
