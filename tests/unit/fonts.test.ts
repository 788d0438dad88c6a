// The site's font files (app/fonts, decision 0019) are scripts/make-fonts.mjs's output from the
// installed @fontsource-variable/inter: every character of the package's files, weights 400–700.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codePoints, faces, makeFace, openFont, outputPath, sourcePath, weights } from "../../scripts/make-fonts.mjs";

describe.each(faces)("app/fonts/$file", (face) => {
  it("is what scripts/make-fonts.mjs makes from the installed package", async () => {
    const made = await makeFace(face);
    expect(Buffer.compare(made, readFileSync(outputPath(face))), "run node scripts/make-fonts.mjs").toBe(0);
  });

  it("maps every character of the package's file, and is smaller", async () => {
    expect(await codePoints(readFileSync(outputPath(face)))).toEqual(await codePoints(readFileSync(sourcePath(face))));
    expect(readFileSync(outputPath(face)).length).toBeLessThan(readFileSync(sourcePath(face)).length * 0.75);
  });

  it("keeps the weight axis from 400 to 700, kerning and tabular figures", async () => {
    const font = await openFont(readFileSync(outputPath(face)));
    expect(font.getAxisInfos().wght).toMatchObject({ min: weights.min, max: weights.max, default: 400 });
    expect(font.getTableFeatureTags("GPOS")).toContain("kern");
    // `tabular-nums` (the workspace's tables and the site's figures) needs the font's tnum.
    expect(font.getTableFeatureTags("GSUB")).toContain("tnum");
  });
});

it("fonts.css declares the files with the weights they hold", () => {
  const css = readFileSync(new URL("../../app/fonts.css", import.meta.url), "utf8");
  for (const face of faces) {
    const rule = css.split("@font-face").find((block) => block.includes(`./fonts/${face.file}`));
    expect(rule, face.file).toBeDefined();
    expect(rule).toContain(`font-weight: ${weights.min} ${weights.max};`);
  }
});
