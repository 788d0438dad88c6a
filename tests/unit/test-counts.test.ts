// The summary line's counts (scripts/test-counts.mjs): a run that failed never reads "0 failed".
import { expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "../../scripts/test-counts.mjs";

it("counts a test file that failed outside its tests (a hook that timed out) as a failed test", () => {
  const report = {
    numPassedTests: 5,
    numFailedTests: 1,
    numPendingTests: 1,
    numTodoTests: 0,
    testResults: [
      { status: "failed", assertionResults: [{ status: "passed" }, { status: "passed" }] },
      { status: "failed", assertionResults: [{ status: "failed" }, { status: "passed" }] },
      { status: "passed", assertionResults: [{ status: "passed" }, { status: "pending" }] },
    ],
  };
  expect(vitestCounts(report)).toEqual({ passed: 5, failed: 2, skipped: 1 });
});

it("counts Playwright's errors outside any test as failures, and flaky tests that passed as passed", () => {
  const report = { stats: { expected: 10, flaky: 1, unexpected: 0, skipped: 2 }, errors: [{ message: "globalSetup failed" }] };
  expect(playwrightCounts(report)).toEqual({ passed: 11, failed: 1, skipped: 2 });
});
