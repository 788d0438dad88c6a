// The site's typeface (decision 0022): app/fonts and app/fonts.css are scripts/make-fonts.mjs's
// output from the installed @fontsource-variable/inter, and together hold every character of the
// package's files, in weights 400–700.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  codePoints,
  cssPath,
  faces,
  fontsCss,
  makeFace,
  openFont,
  outputPath,
  packagePath,
  siteCharacters,
  unicodeRange,
  weights,
} from "../../scripts/make-fonts.mjs";

const made = await faces();

describe.each(made)("app/fonts/$file", (face) => {
  let file: Buffer;
  beforeAll(() => {
    file = readFileSync(outputPath(face.file));
  });

  it("is what scripts/make-fonts.mjs makes from the installed package", async () => {
    expect(Buffer.compare(await makeFace(face), file), "run node scripts/make-fonts.mjs").toBe(0);
  });

  it("maps exactly its characters", async () => {
    expect(await codePoints(file)).toEqual(face.codePoints);
  });

  it("keeps the weight axis from 400 to 700, kerning and, with the digits, tabular figures", async () => {
    const font = await openFont(file);
    expect(font.getAxisInfos().wght).toMatchObject({ min: weights.min, max: weights.max, default: 400 });
    expect(font.getTableFeatureTags("GPOS")).toContain("kern");
    // `tabular-nums` (the workspace's tables and the site's figures) needs the font's tnum.
    if (face.codePoints.includes(0x30)) expect(font.getTableFeatureTags("GSUB")).toContain("tnum");
  });
});

it("the file every page fetches holds the site's characters and stays small", async () => {
  const site = made[0]!;
  expect(site.file).toBe("inter-site-wght.woff2");
  expect(String.fromCodePoint(...site.codePoints)).toBe([...new Set(siteCharacters)].sort().join(""));
  expect(readFileSync(outputPath(site.file)).length).toBeLessThan(17 * 1024);
});

it("the three files hold every character of the package's files, each in one file only", async () => {
  const all = made.flatMap((face) => face.codePoints);
  expect(new Set(all).size).toBe(all.length);
  const packageChars = new Set([
    ...(await codePoints(readFileSync(packagePath("latin")))),
    ...(await codePoints(readFileSync(packagePath("latinExt")))),
  ]);
  expect(new Set(all)).toEqual(packageChars);
});

it("fonts.css is what the script writes: each file with its characters and weights, swapped in", () => {
  const css = readFileSync(cssPath, "utf8");
  expect(css, "run node scripts/make-fonts.mjs").toBe(fontsCss(made));
  for (const face of made) {
    const rule = css.split("@font-face").find((block) => block.includes(`./fonts/${face.file}`));
    expect(rule).toContain(`font-weight: ${weights.min} ${weights.max};`);
    expect(rule).toContain(`unicode-range: ${unicodeRange(face.codePoints)};`);
    // Text never waits for a file (app/enhance/typeface.ts sets Inter once it has come).
    expect(rule).toContain("font-display: swap;");
  }
});

it("unicodeRange writes runs as ranges", () => {
  expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe("U+0020-0022, U+00A0, U+2013-2014");
});
