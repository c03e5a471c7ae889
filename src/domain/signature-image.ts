/**
 * Whether a rider's signature, as a data URL, is an image the trip log can draw (docs/decisions/056-proof-of-service.md):
 * a PNG or JPEG whose bytes say so, of a sane size. Pure, so the phone and the server judge it alike. It reads the
 * file's structure, not its pixels: the trip log still guards against image data that cannot be decoded.
 */

/** A phone's signature strip (a few hundred CSS pixels at up to 4× density) is far inside these. */
export const SIGNATURE_MAX_BYTES = 225_000;
export const SIGNATURE_MAX_SIDE = 4096;
export const SIGNATURE_MAX_PIXELS = 4096 * 2048;

export interface SignatureImage {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** PNG colour types and the bit depths each allows (PNG specification, 11.2.2). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** The problem with a signature in words for the field, or null when it is a drawable image. */
export function signatureImageProblem(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return 'The signature must be a PNG or JPEG image';
  if (match[2]!.length > Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4) return 'The signature is too large';
  const bytes = decodeBase64(match[2]!);
  if (!bytes) return 'The signature must be a PNG or JPEG image';
  if (bytes.length > SIGNATURE_MAX_BYTES) return 'The signature is too large';
  const image = match[1] === 'png' ? readPng(bytes) : readJpeg(bytes);
  if (!image) return `The signature is not a whole ${match[1] === 'png' ? 'PNG' : 'JPEG'} image`;
  if (
    image.width < 1 ||
    image.height < 1 ||
    image.width > SIGNATURE_MAX_SIDE ||
    image.height > SIGNATURE_MAX_SIDE ||
    image.width * image.height > SIGNATURE_MAX_PIXELS
  ) {
    return 'The signature image has an impossible size';
  }
  return null;
}

/** The image a data URL holds, read from its header, or null when it is not a whole PNG or JPEG. */
export function readSignatureImage(dataUrl: string): SignatureImage | null {
  const match = DATA_URL.exec(dataUrl);
  const bytes = match ? decodeBase64(match[2]!) : null;
  if (!match || !bytes) return null;
  return match[1] === 'png' ? readPng(bytes) : readJpeg(bytes);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Map([...BASE64].map((char, value) => [char.charCodeAt(0), value]));

/** Standard base64 with its padding, decoded here: the domain uses neither the browser's atob nor Node's Buffer. */
function decodeBase64(text: string): Uint8Array | null {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (text.length % 4 !== 0) return null;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let at = 0; at < text.length; at += 4) {
    let group = 0;
    for (let i = 0; i < 4; i++) {
      const code = text.charCodeAt(at + i);
      const value = code === 61 && at + i >= text.length - padding ? 0 : SEXTET.get(code);
      if (value === undefined) return null;
      group = (group << 6) | value;
    }
    for (const shift of [16, 8, 0]) if (out < bytes.length) bytes[out++] = (group >> shift) & 255;
  }
  return bytes;
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const chunkType = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/**
 * A PNG: the eight-byte signature, an IHDR first whose fields are legal, then chunks that fit the file one after
 * another, at least one IDAT, and IEND as the last bytes (a truncated upload has none).
 */
function readPng(b: Uint8Array): SignatureImage | null {
  if (b.length < 8 + 25 + 12 + 12 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) return null;
  if (u32(b, 8) !== 13 || chunkType(b, 12) !== 'IHDR') return null;
  const [depth, colour, compression, filter, interlace] = [b[24]!, b[25]!, b[26]!, b[27]!, b[28]!];
  if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return null;
  let at = 8;
  let sawData = false;
  let sawPalette = false;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = chunkType(b, at + 4);
    const next = at + 12 + length;
    if (next > b.length) return null;
    if (type === 'IDAT') sawData = true;
    if (type === 'PLTE') sawPalette = true;
    if (type === 'IEND')
      return next === b.length && sawData && (colour !== 3 || sawPalette)
        ? { type: 'png', width: u32(b, 16), height: u32(b, 20) }
        : null;
    at = next;
  }
  return null;
}

/** Start-of-frame markers (JPEG, ITU T.81 table B.1): baseline, progressive and the rarer codings. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG: SOI, then marker segments that fit the file up to a start-of-frame, which gives the size; it ends with EOI. */
function readJpeg(b: Uint8Array): SignatureImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9)
    return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    if (SOF.has(marker)) return length >= 8 ? { type: 'jpeg', height: u16(b, at + 5), width: u16(b, at + 7) } : null;
    if (marker === 0xda || marker === 0xd9) return null; // image data or the end before any frame header
    at += 2 + length;
  }
  return null;
}
