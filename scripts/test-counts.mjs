// How many tests a report counts as passed, failed and skipped, for the one summary line.
// A test file that fails outside its tests (a hook that times out, an import that throws) has
// no failed test of its own, yet the run failed: it counts as one failed test, so the line never
// reads "0 failed" for a run that failed.

/** Vitest's JSON report. */
export function vitestCounts(report) {
  const failedOutsideTests = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedOutsideTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report. */
export function playwrightCounts(report) {
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    // Errors outside any test (a global setup, a worker that died) are failures too.
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
  };
}
