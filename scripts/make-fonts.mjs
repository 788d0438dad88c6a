// Makes the site's font files (app/fonts/*.woff2, decision 0019) from the npm package
// @fontsource-variable/inter: each keeps every character of the package's own file, but only the
// weights the type scale sets (400 to 700) and the name records of its licence. Run after upgrading
// the package: `node scripts/make-fonts.mjs`. tests/unit/fonts.test.ts checks that the committed
// files are what this makes.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const packageDir = new URL("../node_modules/@fontsource-variable/inter/", import.meta.url);
const fontsDir = new URL("../app/fonts/", import.meta.url);

/** The weight axis the site keeps: font-normal, -medium, -semibold and -bold. */
export const weights = { min: 400, max: 700 };

/** The package's files and the names the site gives its subsets. */
export const faces = [
  { source: "files/inter-latin-wght-normal.woff2", file: "inter-latin-wght.woff2" },
  { source: "files/inter-latin-ext-wght-normal.woff2", file: "inter-latin-ext-wght.woff2" },
];

/**
 * A font file opened with HarfBuzz, to read its characters, axes and features.
 * @param {Buffer} font WOFF2 or SFNT
 */
export async function openFont(font) {
  return new hb.Face(new hb.Blob(await fontverter.convert(font, "sfnt")));
}

/**
 * The code points a font maps to glyphs.
 * @param {Buffer} font WOFF2 or SFNT
 */
export async function codePoints(font) {
  return [...(await openFont(font)).collectUnicodes()];
}

/**
 * One face's subset: all of the package file's characters, the kept weights, every layout feature.
 * @param {(typeof faces)[number]} face
 */
export async function makeFace(face) {
  const source = readFileSync(sourcePath(face));
  const text = String.fromCodePoint(...(await codePoints(source)));
  // Name IDs 13 and 14 are the licence's text and address (the OFL asks that they travel with the font).
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: weights }, preserveNameIds: [13, 14] });
}

export function sourcePath(face) {
  return fileURLToPath(new URL(face.source, packageDir));
}

export function outputPath(face) {
  return fileURLToPath(new URL(face.file, fontsDir));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of faces) {
    const data = await makeFace(face);
    writeFileSync(outputPath(face), data);
    console.log(
      `wrote app/fonts/${face.file}: ${(data.length / 1024).toFixed(1)} KB (from ${(readFileSync(sourcePath(face)).length / 1024).toFixed(1)} KB)`,
    );
  }
  copyFileSync(new URL("LICENSE", packageDir), new URL("LICENSE-Inter.txt", fontsDir));
  console.log("wrote app/fonts/LICENSE-Inter.txt");
}
