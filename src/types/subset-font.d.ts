// subset-font ships no types: the one call we use (https://github.com/papandreou/subset-font).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
