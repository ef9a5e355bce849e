/** The part of subset-font's API (HarfBuzz's subsetter) this plugin uses; the package ships no types. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | {min: number; max: number; default?: number}>;
    /** The OpenType features kept; all by default. */
    keepFeatures?: string[];
  }
  function subsetFont(buffer: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}
