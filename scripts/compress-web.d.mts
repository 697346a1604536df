/** Extensions the build compresses (see compress-web.mjs). */
export const COMPRESSIBLE: ReadonlySet<string>;
/** Files smaller than this stay uncompressed. */
export const MIN_BYTES: number;
/** One file's sizes in bytes; null where that encoding did not shrink it (no file written). */
export interface CompressedSizes {
  file: string;
  raw: number;
  br: number | null;
  gz: number | null;
}
/** Writes `<file>.br` and `<file>.gz` beside each compressible file of at least `minBytes` under `dir`. */
export function compressWebAssets(dir: string, options?: { minBytes?: number }): Promise<CompressedSizes[]>;
