// subset-font ships no types; this is the part of its API the font script uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  interface SubsetOptions {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    variationAxes?: Record<string, Axis>;
    keepAllGlyphs?: boolean;
    noHinting?: boolean;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string | undefined,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
