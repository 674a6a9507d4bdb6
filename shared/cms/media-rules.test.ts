import { mediaAddress, parseMediaAddress, servedWidths, sniffImageType, variantKey, variantWidths } from './media-rules.ts';
import { isImageAddress } from './editable-elements.ts';

const id = '3f2a9c1e-7b4d-4e2a-9f1c-0a1b2c3d4e5f';
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('the widths an uploaded photograph is served at', () => {
  it('makes 480, 960 and 1440 px variants of a photograph at least 1440 px wide', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1440]);
    expect(variantWidths(1440)).toEqual([480, 960, 1440]);
  });

  it('never upscales: a 1000 px photograph gets 480 and 960, a 300 px one only its own width', () => {
    expect(variantWidths(1000)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('the page asks for exactly the widths the upload wrote, from the slot address alone', () => {
    for (const original of [4000, 1000, 600, 300]) {
      const written = variantWidths(original);
      const largest = written.at(-1)!;
      expect(servedWidths({ id, width: largest, height: 100 })).toEqual(written);
    }
  });
});

describe('the address a slot holds for an uploaded photograph', () => {
  it('is a site path naming the upload and its largest variant’s size, and reads back', () => {
    const address = mediaAddress({ id, width: 1440, height: 810 });

    expect(address).toBe(`/media/${id}/1440x810`);
    expect(parseMediaAddress(address)).toEqual({ id, width: 1440, height: 810 });
    expect(variantKey(id, 960, 'avif')).toBe(`media/${id}/960.avif`);
  });

  it('is accepted as an image slot’s content beside an https address; other paths and script are not', () => {
    expect(isImageAddress(`/media/${id}/1440x810`)).toBe(true);
    expect(isImageAddress('https://images.example.com/team.jpg')).toBe(true);
    expect(isImageAddress(`/media/${id}/../../admin`)).toBe(false);
    expect(isImageAddress('/media/not-an-id/10x10')).toBe(false);
    expect(isImageAddress('/uk')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
  });
});

describe('what an upload is, by its content', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftyp', 'avif', 0, 0, 0, 0, 'mif1', 'miaf'))).toBe('avif');
    // A HEIF whose compatible brands include avif, after the major brand
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftyp', 'mif1', 0, 0, 0, 0, 'avif', 'miaf'))).toBe('avif');
  });

  it('refuses anything else whatever it is called: SVG, GIF, HEIC, text, an empty file', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('GIF89a', 0, 0))).toBeUndefined();
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftyp', 'heic', 0, 0, 0, 0, 'mif1', 'heic'))).toBeUndefined();
    expect(sniffImageType(bytes('hello'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
