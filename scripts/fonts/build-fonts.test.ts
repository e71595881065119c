// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildFonts, fallbackFamily, openFont } from "./build-fonts.ts";
import { characters, faces } from "./font-faces.ts";

const require = createRequire(import.meta.url);
const committed = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));
const globalCss = committed("src/styles/global.css").toString();

describe("the committed fonts", () => {
  // Subsetting is deterministic: CI makes the files again from npm and must get the same
  // bytes, so a new @fontsource release or a changed character list cannot go unnoticed.
  it(
    "are exactly what scripts/subset-fonts.ts makes from the npm packages",
    { timeout: 60_000 },
    async () => {
      const built = await buildFonts();
      expect(built.css).toBe(committed("src/styles/fonts.css").toString());
      for (const [name, bytes] of built.files) {
        expect(Buffer.from(bytes).equals(committed(`src/assets/fonts/${name}`)), name).toBe(true);
      }
    },
  );

  it("are woff2 holding every character of the list their source font draws", () => {
    for (const face of Object.values(faces)) {
      const bytes = committed(`src/assets/fonts/${face.file}`);
      expect(bytes.subarray(0, 4).toString("latin1"), face.file).toBe("wOF2");
      const subset = openFont(bytes);
      const source = openFont(readFileSync(require.resolve(face.source)));
      expect(subset.familyName).toContain(face.family);
      const missing = (font: typeof subset) =>
        [...characters].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
      expect(missing(subset), face.file).toEqual(missing(source));
      // Neither face has arrows; those few come from the fallback. Letters and figures do not.
      expect(missing(source).join(""), face.file).toMatch(/^[←→↗′″]*$/);
    }
  });

  it("give each face a fallback with its size and vertical metrics adjusted", () => {
    const css = committed("src/styles/fonts.css").toString();
    for (const face of Object.values(faces)) {
      for (const local of ["Arial", "Roboto"]) {
        const family = fallbackFamily(face, local);
        const rule = css.split("@font-face").find((block) => block.includes(`"${family}"`));
        expect(rule, family).toMatch(/size-adjust: \d+(\.\d+)?%/);
        expect(rule, family).toMatch(/descent-override: \d+(\.\d+)?%/);
        expect(rule, family).toMatch(/src:\s*local\(/);
      }
    }
  });

  it("are named by the type tokens in the order: our face, its fallbacks, then the system's", () => {
    for (const [token, face] of [
      ["--font-display", faces.display],
      ["--font-sans", faces.text],
    ] as const) {
      const value = globalCss.match(new RegExp(`${token}:([^;]+);`))?.[1]?.replace(/\s+/g, " ");
      expect(value, token).toContain(
        `"${face.family}", "${fallbackFamily(face, "Arial")}", "${fallbackFamily(face, "Roboto")}"`,
      );
    }
  });
});
