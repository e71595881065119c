import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import { fromBuffer } from "@capsizecss/unpack";
import { create, type Font } from "fontkitten";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { characters, faces, type FaceSource } from "./font-faces.ts";

type Metrics = Parameters<typeof createFontStack>[0][number];

/**
 * The local fonts a visitor's device draws text with until ours arrive, each with the
 * names local() finds it by. Liberation Sans (most Linux desktops) is drawn to Arial's
 * metrics, glyph for glyph, so it shares Arial's face and adjustments.
 */
const fallbacks = [
  {
    label: "Arial",
    metrics: { 400: arial, 700: arialBold },
    local: {
      400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
      700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    },
  },
  {
    label: "Roboto",
    metrics: { 400: roboto, 700: robotoBold },
    local: { 400: ["Roboto", "Roboto-Regular"], 700: ["Roboto Bold", "Roboto-Bold"] },
  },
] as const;

export interface BuiltFonts {
  /** woff2 files by name, for src/assets/fonts/ */
  files: Map<string, Uint8Array>;
  /** src/styles/fonts.css */
  css: string;
}

const require = createRequire(import.meta.url);
const readSource = (face: FaceSource) => readFile(require.resolve(face.source));

/** "U+20-7E,U+A0,…": the code points a subset holds, for its unicode-range. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const spans: string[] = [];
  for (let index = 0; index < points.length;) {
    let end = index;
    while (end + 1 < points.length && points[end + 1] === (points[end] ?? 0) + 1) end++;
    const [from, to] = [points[index] ?? 0, points[end] ?? 0];
    const hex = (point: number) => point.toString(16).toUpperCase();
    spans.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    index = end + 1;
  }
  return spans.join(",");
}

/** The font's metrics at `weight`: a variable font is pinned there first, then measured. */
async function metricsAt(face: FaceSource, source: Buffer, weight: number): Promise<Metrics> {
  const instance = Array.isArray(face.weight)
    ? await subsetFont(source, undefined, {
        keepAllGlyphs: true,
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      })
    : source;
  const { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg, subsets } =
    await fromBuffer(instance);
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg, subsets };
}

const declarations = (rules: Record<string, string | undefined>) =>
  Object.entries(rules)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([property, value]) => `  ${property}: ${value};`)
    .join("\n");

const fontFace = (rules: Record<string, string | undefined>) =>
  `@font-face {\n${declarations(rules)}\n}`;

const cssWeight = (weight: FaceSource["weight"]) =>
  Array.isArray(weight) ? weight.join(" ") : String(weight);

/** The family name of `face`'s fallback drawn with the local `label` font. */
export const fallbackFamily = (face: FaceSource, label: string) =>
  `${face.family} Fallback: ${label}`;

/** A font file read as one font (ours are single fonts, never TrueType collections). */
export function openFont(bytes: Buffer): Font {
  const font = create(bytes);
  if (font.isCollection) throw new Error("expected one font, got a font collection");
  return font;
}

/**
 * One typeface: its subset, its @font-face, and for each fallback font and weight a face
 * whose size-adjust and ascent/descent/line-gap overrides make the local font take the
 * same room as ours, so nothing moves when ours arrives. Capsize computes the overrides
 * from both fonts' real metrics (average width of English text, ascent, descent).
 */
async function buildFace(name: string, face: FaceSource) {
  const source = await readSource(face);
  // The characters of the list this face draws (Barlow has no arrows): the unicode-range
  // claims only those, so the browser takes the others from the fallback straight away.
  const font = openFont(source);
  const covered = [...characters]
    .filter((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
    .join("");
  const subset = await subsetFont(source, covered, {
    targetFormat: "woff2",
    // Hinting instructions are a third of the display face's bytes and phones ignore them
    // (Android and iOS draw unhinted; Windows at heading sizes does not need them). Every
    // byte here is on the first screen's critical path: the fonts end last in the load.
    noHinting: true,
    ...(Array.isArray(face.weight)
      ? { variationAxes: { wght: { min: face.weight[0], max: face.weight[1] } } }
      : {}),
  });
  const rules = [
    fontFace({
      "font-family": `"${face.family}"`,
      src: `url("../assets/fonts/${face.file}") format("woff2")`,
      "font-weight": cssWeight(face.weight),
      "font-style": "normal",
      // Text shows at once in the matched fallback and swaps without moving anything.
      "font-display": "swap",
      "unicode-range": unicodeRange(covered),
    }),
  ];
  for (const fallback of fallbacks) {
    for (const weight of face.fallbackWeights) {
      const ours = await metricsAt(face, source, weight);
      const local = fallback.metrics[weight === 700 ? 700 : 400];
      const [stack] = createFontStack([ours, local], { fontFaceFormat: "styleObject" }).fontFaces;
      const adjusted = stack?.["@font-face"];
      if (!adjusted) throw new Error(`Capsize made no fallback face for ${name}`);
      rules.push(
        fontFace({
          "font-family": `"${fallbackFamily(face, fallback.label)}"`,
          src: fallback.local[weight === 700 ? 700 : 400].map((n) => `local("${n}")`).join(", "),
          "font-weight": String(weight),
          "size-adjust": adjusted.sizeAdjust,
          "ascent-override": adjusted.ascentOverride,
          "descent-override": adjusted.descentOverride,
          "line-gap-override": adjusted.lineGapOverride,
        }),
      );
    }
  }
  return { file: face.file, subset: new Uint8Array(subset), rules };
}

/** Subsets both faces and writes their @font-face rules, fallbacks included. */
export async function buildFonts(): Promise<BuiltFonts> {
  const built = await Promise.all(
    Object.entries(faces).map(([name, face]) => buildFace(name, face)),
  );
  const css = [
    "/* Generated by scripts/subset-fonts.ts from scripts/fonts/font-faces.ts: do not edit. */",
    ...built.flatMap((face) => face.rules),
  ].join("\n\n");
  // Written as the repository's formatter would, so format:check and a rerun agree.
  const target = new URL("../../src/styles/fonts.css", import.meta.url).pathname;
  const options = (await resolveConfig(target)) ?? {};
  return {
    files: new Map(built.map((face) => [face.file, face.subset])),
    css: await format(css, { ...options, filepath: target }),
  };
}
