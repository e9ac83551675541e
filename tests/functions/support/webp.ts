/** The chunks of a WebP (RIFF) file: VP8, VP8L, VP8X and ALPH hold pixels; EXIF, XMP and ICCP hold metadata. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(offset + 4);
    chunks.push(bytes.toString("latin1", offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

/** The chunks of a WebP that are not pixels: an upload stripped of its metadata has none. */
export const metadataChunks = (bytes: Buffer): string[] =>
  webpChunks(bytes).filter((chunk) => !["VP8 ", "VP8L", "VP8X", "ALPH"].includes(chunk));
