/** The size of a PNG, from its header: the signature, then the IHDR chunk's width and height. */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG, or undefined when the bytes are no PNG (no signature, no IHDR first). */
export function pngSize(bytes: Uint8Array): {width: number; height: number} | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 24 || !data.subarray(0, 8).equals(SIGNATURE)) return undefined;
  // The first chunk: 4 bytes of length (13 for IHDR), its type, then width and height (big-endian).
  if (data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}
