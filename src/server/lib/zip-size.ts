// The size a zip (an .xlsx) would take unpacked, read from its central directory without
// unpacking anything: a few KB can hold hundreds of MB of repeated XML (a "zip bomb").

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_SEARCH = 22 + 0xffff;
/** A 32-bit size of all ones means the real one is in a Zip64 record: count it as too big. */
const ZIP64_MARK = 0xffffffff;

/**
 * The sum of the uncompressed sizes its central directory declares, Infinity for a Zip64 file,
 * null when the bytes are not a readable zip.
 */
export function unpackedZipSize(bytes: Buffer): number | null {
  const end = findEndOfDirectory(bytes);
  if (end === null) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === ZIP64_MARK) return Infinity;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

function findEndOfDirectory(bytes: Buffer): number | null {
  const stop = Math.max(0, bytes.length - END_SEARCH);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return null;
}
