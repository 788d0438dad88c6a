// Makes the site's typeface (decision 0022): the font files in app/fonts/ and app/fonts.css, from
// the npm package @fontsource-variable/inter. Run after upgrading the package, or when a page
// needs a character that `siteCharacters` lacks: `node scripts/make-fonts.mjs`.
// tests/unit/fonts.test.ts checks that the committed files are what this makes;
// tests/e2e/type.spec.ts that every public page is set from the first file alone.
//
// Three files, split by character so that a page fetches only what its text needs:
//   inter-site: the characters the site's own pages use (about 15 KB): every page fetches it;
//   inter-latin: the rest of the package's Latin file (names typed by visitors and leads);
//   inter-latin-ext: the package's Latin Extended file, without characters the others hold.
// Each keeps the weights the type scale sets (400 to 700), kerning, tabular figures and the
// features accents need; the package's other features (alternates, contextual forms) are left out.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const packageDir = new URL("../node_modules/@fontsource-variable/inter/", import.meta.url);
const fontsDir = new URL("../app/fonts/", import.meta.url);
export const cssPath = fileURLToPath(new URL("../app/fonts.css", import.meta.url));

/** The weight axis the site keeps: font-normal, -medium, -semibold and -bold. */
export const weights = { min: 400, max: 700 };

/**
 * The layout features kept: kerning, tabular figures (`tabular-nums`), ligatures, and the
 * composition and mark positioning accented letters need.
 */
export const features = ["kern", "tnum", "liga", "ccmp", "locl", "mark", "mkmk"];

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * Every character the public pages use: printable ASCII, the no-break space, the copy's
 * typography, and the letters of the country names in the phone field's list (from the
 * runtime's Intl data). A page that uses another character fails tests/e2e/type.spec.ts: add it
 * here and run this script.
 */
export const siteCharacters = `${printableAscii}\u00a0§©·‘’“”–—•…×Åãçéíôü`;

const packageFiles = {
  latin: "files/inter-latin-wght-normal.woff2",
  latinExt: "files/inter-latin-ext-wght-normal.woff2",
};

/**
 * A font file opened with HarfBuzz, to read its characters, axes and features.
 * @param {Buffer} font WOFF2 or SFNT
 */
export async function openFont(font) {
  return new hb.Face(new hb.Blob(await fontverter.convert(font, "sfnt")));
}

/**
 * The code points a font maps to glyphs, in order.
 * @param {Buffer} font WOFF2 or SFNT
 */
export async function codePoints(font) {
  return [...(await openFont(font)).collectUnicodes()].sort((a, b) => a - b);
}

export function packagePath(/** @type {keyof typeof packageFiles} */ key) {
  return fileURLToPath(new URL(packageFiles[key], packageDir));
}

export function outputPath(/** @type {string} */ file) {
  return fileURLToPath(new URL(file, fontsDir));
}

const toCodePoints = (/** @type {string} */ text) =>
  [...new Set([...text].map((c) => /** @type {number} */ (c.codePointAt(0))))].sort((a, b) => a - b);

/**
 * The three faces: each file's name, the package file it is cut from and its code points.
 * @returns {Promise<{ file: string, source: keyof typeof packageFiles, codePoints: number[] }[]>}
 */
export async function faces() {
  const latin = await codePoints(readFileSync(packagePath("latin")));
  const latinExt = await codePoints(readFileSync(packagePath("latinExt")));
  const site = toCodePoints(siteCharacters);
  const missing = site.filter((cp) => !latin.includes(cp));
  if (missing.length) throw new Error(`the package's Latin file lacks ${missing.map((cp) => String.fromCodePoint(cp)).join(" ")}`);
  const rest = latin.filter((cp) => !site.includes(cp));
  return [
    { file: "inter-site-wght.woff2", source: "latin", codePoints: site },
    { file: "inter-latin-wght.woff2", source: "latin", codePoints: rest },
    { file: "inter-latin-ext-wght.woff2", source: "latinExt", codePoints: latinExt.filter((cp) => !latin.includes(cp)) },
  ];
}

/**
 * One face's file: its characters, the kept weights and features, and the licence's name
 * records (name IDs 13 and 14, its text and address: the OFL asks that they travel with the font).
 * @param {{ source: keyof typeof packageFiles, codePoints: number[] }} face
 */
export async function makeFace(face) {
  return subsetFont(readFileSync(packagePath(face.source)), String.fromCodePoint(...face.codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
    keepFeatures: features,
    preserveNameIds: [13, 14],
  });
}

/**
 * A CSS unicode-range for code points in order: runs become ranges.
 * @param {number[]} points
 */
export function unicodeRange(points) {
  const hex = (/** @type {number} */ cp) => cp.toString(16).toUpperCase().padStart(4, "0");
  const parts = [];
  for (let i = 0; i < points.length; i++) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++;
    parts.push(end === i ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[end])}`);
    i = end;
  }
  return parts.join(", ");
}

const regular = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Helvetica"];
const bold = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Helvetica Bold"];

/**
 * "Inter Fallback", the face text is set in until Inter has come: Arial (Liberation Sans, its
 * metric twin, on Linux), one face per weight the type scale sets, each scaled so that the site's
 * text takes the width it takes in Inter (`sizeAdjust`, in percent: Inter's width over Arial's,
 * measured in Chromium over the text of the site's pages), with Inter's ascent and descent
 * (1984 and 494 of its 2048 units), so a line keeps its height and, nearly always, its breaks.
 */
export const fallbackFaces = [
  { weight: 400, local: regular, sizeAdjust: 106.88 },
  { weight: 500, local: regular, sizeAdjust: 107.04 },
  { weight: 600, local: bold, sizeAdjust: 100.98 },
  { weight: 700, local: bold, sizeAdjust: 101.66 },
];

/** @param {(typeof fallbackFaces)[number]} face */
function fallbackRule(face) {
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`;
  return `@font-face {
  font-family: "Inter Fallback";
  font-weight: ${face.weight};
  src: ${face.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${face.sizeAdjust}%;
  ascent-override: ${percent(1984 / 2048 / (face.sizeAdjust / 100))};
  descent-override: ${percent(494 / 2048 / (face.sizeAdjust / 100))};
  line-gap-override: 0%;
}`;
}

/**
 * app/fonts.css for the faces.
 * @param {{ file: string, codePoints: number[] }[]} made
 */
export function fontsCss(made) {
  const rules = made.map(
    (face) => `@font-face {
  font-family: "Inter";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.min} ${weights.max};
  src: url("./fonts/${face.file}") format("woff2-variations");
  unicode-range: ${unicodeRange(face.codePoints)};
}`,
  );
  return `/*
 * Made by scripts/make-fonts.mjs; edit that script, not this file. The site's one typeface,
 * Inter, variable weight, served from this site (decision 0022). Shared by the pages (app.css)
 * and the assistant's panel (enhance/assistant/assistant.css).
 *
 * Text is set in Inter only once the page has painted (html.inter, app/enhance/typeface.ts),
 * so the first paint never waits for a font. Until then it is set in "Inter Fallback": Arial
 * scaled to Inter's metrics, weight by weight, so the change moves next to nothing. By unicode-range, a page
 * fetches the first file alone unless its text has other characters.
 */
${rules.join("\n")}
${fallbackFaces.map(fallbackRule).join("\n")}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = await faces();
  for (const face of made) {
    const data = await makeFace(face);
    writeFileSync(outputPath(face.file), data);
    console.log(`wrote app/fonts/${face.file}: ${face.codePoints.length} characters, ${(data.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(cssPath, fontsCss(made));
  console.log("wrote app/fonts.css");
  copyFileSync(new URL("LICENSE", packageDir), new URL("LICENSE-Inter.txt", fontsDir));
  console.log("wrote app/fonts/LICENSE-Inter.txt");
}
