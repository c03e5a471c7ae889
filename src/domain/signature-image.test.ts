import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSignatureImage, SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIDE, signatureImageProblem } from './signature-image';

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** A chunk with a zero CRC: the check reads the structure, not the checksums. */
const chunk = (type: string, data: number[]) => [...be32(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
const png = (width: number, height: number, { colour = 6, depth = 8, data = [120, 156, 1, 2, 3] } = {}) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), depth, colour, 0, 0, 0]),
    ...chunk('IDAT', data),
    ...chunk('IEND', []),
  ]);
const jpeg = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...ascii('JFIF'),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
    0xff,
    0xda,
    0,
    8,
    1,
    1,
    0,
    0,
    63,
    0,
    1,
    2,
    3,
    0xff,
    0xd9,
  ]);
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Standard base64, written out here: the domain's tests use no browser or Node API either. */
const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const [a, b, c] = [bytes[at]!, bytes[at + 1], bytes[at + 2]];
    const group = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text +=
      BASE64[group >> 18]! +
      BASE64[(group >> 12) & 63]! +
      (b === undefined ? '=' : BASE64[(group >> 6) & 63]!) +
      (c === undefined ? '=' : BASE64[group & 63]!);
  }
  return text;
};
const url = (bytes: Uint8Array, type = 'png') => `data:image/${type};base64,${base64(bytes)}`;

describe('signatureImageProblem', () => {
  it('accepts a whole PNG or JPEG and reads its size from the header', () => {
    expect(signatureImageProblem(url(png(640, 160)))).toBeNull();
    expect(readSignatureImage(url(png(640, 160)))).toEqual({ type: 'png', width: 640, height: 160 });
    expect(signatureImageProblem(url(jpeg(300, 120), 'jpeg'))).toBeNull();
    expect(readSignatureImage(url(jpeg(300, 120), 'jpeg'))).toEqual({ type: 'jpeg', width: 300, height: 120 });
    // The small real PNG the API tests sign with.
    expect(
      signatureImageProblem(
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
    ).toBeNull();
  });

  it('refuses what is not a whole image of that type', () => {
    expect(signatureImageProblem('data:image/png;base64,AAAA')).toMatch(/not a whole PNG/);
    expect(signatureImageProblem('data:image/gif;base64,R0lGODlh')).toMatch(/PNG or JPEG/);
    expect(signatureImageProblem('data:image/png;base64,@@@@')).toMatch(/PNG or JPEG/);
    expect(signatureImageProblem('data:image/png;base64,AAA')).toMatch(/PNG or JPEG/);
    expect(signatureImageProblem(url(jpeg(300, 120)))).toMatch(/not a whole PNG/);
    expect(signatureImageProblem(url(png(300, 120), 'jpeg'))).toMatch(/not a whole JPEG/);
    expect(signatureImageProblem(url(png(300, 120).slice(0, -12)))).toMatch(/not a whole PNG/);
    expect(signatureImageProblem(url(png(300, 120, { colour: 2, depth: 4 })))).toMatch(/not a whole PNG/);
    expect(signatureImageProblem(url(png(300, 120, { colour: 3 })))).toMatch(/not a whole PNG/); // a palette image without its palette
    expect(signatureImageProblem(url(jpeg(300, 120).slice(0, -2), 'jpeg'))).toMatch(/not a whole JPEG/);
  });

  it('refuses an image of an impossible size, or too many bytes', () => {
    expect(signatureImageProblem(url(png(0, 160)))).toMatch(/impossible size/);
    expect(signatureImageProblem(url(png(SIGNATURE_MAX_SIDE + 1, 160)))).toMatch(/impossible size/);
    expect(signatureImageProblem(url(png(100_000, 100_000)))).toMatch(/impossible size/);
    expect(signatureImageProblem(url(png(4096, 4096)))).toMatch(/impossible size/);
    expect(signatureImageProblem(url(jpeg(0, 120), 'jpeg'))).toMatch(/impossible size/);
    expect(signatureImageProblem(url(png(640, 160, { data: new Array<number>(SIGNATURE_MAX_BYTES).fill(7) })))).toMatch(
      /too large/,
    );
  });

  it('accepts a PNG of any size within the bounds and reads that size back', () => {
    fc.assert(
      // Image data of any length, so the base64 ends with each of its paddings.
      fc.property(
        fc.integer({ min: 1, max: SIGNATURE_MAX_SIDE }),
        fc.integer({ min: 1, max: 2048 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (width, height, data) => {
          const image = url(png(width, height, { data: [...data] }));
          expect(readSignatureImage(image)).toEqual({ type: 'png', width, height });
          expect(signatureImageProblem(image)).toBeNull();
        },
      ),
    );
  });

  it('refuses every cut-short PNG or JPEG, and never throws on any text', () => {
    const whole = [url(png(640, 160)), url(jpeg(300, 120), 'jpeg')];
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.integer({ min: 1, max: 56 }), (which, cut) => {
        const bytes = which === 0 ? png(640, 160) : jpeg(300, 120);
        expect(
          signatureImageProblem(url(bytes.slice(0, Math.max(0, bytes.length - cut)), which === 0 ? 'png' : 'jpeg')),
        ).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.uint8Array({ maxLength: 200 }), (text, bytes) => {
        expect(() => signatureImageProblem(text)).not.toThrow();
        expect(() => signatureImageProblem(url(bytes))).not.toThrow();
        expect(signatureImageProblem(url(bytes))).not.toBeNull();
      }),
    );
    expect(whole.map(signatureImageProblem)).toEqual([null, null]);
  });
});
