// `npm start` builds only when what the build is made of changed (scripts/build-if-needed.mjs).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { buildInputsHash, buildIsCurrent } from "../../scripts/build-if-needed.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with one source file and a build made from it. */
function project(env: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), "build-if-needed-"));
  roots.push(root);
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app", "root.tsx"), "export default 1;\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  mkdirSync(path.join(root, "build", "server"), { recursive: true });
  writeFileSync(path.join(root, "build", "server", "index.js"), "");
  const hashFile = path.join(root, "build", ".inputs-hash");
  writeFileSync(hashFile, `${buildInputsHash(root, env)}\n`);
  // The hash is written after the build.
  const later = new Date(Date.now() + 1000);
  utimesSync(hashFile, later, later);
  return root;
}

it("serves the build as it is while sources, lockfile and settings are unchanged, test files aside", () => {
  const env = { SITE_URL: "http://localhost:3000" };
  const root = project(env);
  expect(buildIsCurrent(root, env)).toBe(true);
  // A test beside the code is no part of the build.
  writeFileSync(path.join(root, "app", "root.test.tsx"), "it('renders', () => {});\n");
  expect(buildIsCurrent(root, env)).toBe(true);
});

it("builds again when a source, the lockfile or SITE_URL changed, or when another build replaced it", () => {
  const env = { SITE_URL: "http://localhost:3000" };
  const source = project(env);
  writeFileSync(path.join(source, "app", "root.tsx"), "export default 2;\n");
  expect(buildIsCurrent(source, env)).toBe(false);

  const lockfile = project(env);
  writeFileSync(path.join(lockfile, "package-lock.json"), '{"lockfileVersion":3}\n');
  expect(buildIsCurrent(lockfile, env)).toBe(false);

  expect(buildIsCurrent(project(env), { SITE_URL: "https://www.example.com" })).toBe(false);

  const rebuilt = project(env);
  const later = new Date(Date.now() + 5000);
  utimesSync(path.join(rebuilt, "build", "server", "index.js"), later, later);
  expect(buildIsCurrent(rebuilt, env)).toBe(false);
});
