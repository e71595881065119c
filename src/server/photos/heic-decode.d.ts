// heic-decode ships no types: the part of its API the HEIC worker uses.
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel */
    data: Uint8ClampedArray<ArrayBuffer>;
  }
  interface PendingImage {
    /** As the file declares it (its ispe box): known before anything is decoded */
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicDecode {
    (options: { buffer: Uint8Array }): Promise<DecodedImage>;
    all(options: { buffer: Uint8Array }): Promise<PendingImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
