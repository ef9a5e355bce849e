import {SIGNATURE_BYTES, uploadTypeIssue} from '@site/src/lib/imageFormats';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)),
  );

/** A real ISO-BMFF `ftyp` box: size, `ftyp`, major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

const IMAGES: [string, Uint8Array][] = [
  ['kep.png', bytes([0x89], 'PNG\r\n\u001a\n', [0, 0, 0, 13], 'IHDR')],
  ['kep.jpg', bytes([0xff, 0xd8, 0xff, 0xe0])],
  ['kep.JPEG', bytes([0xff, 0xd8, 0xff, 0xdb])],
  ['kep.gif', bytes('GIF89a', [1, 0, 1, 0])],
  ['kep.gif', bytes('GIF87a', [1, 0, 1, 0])],
  ['kep.webp', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ')],
  ['kep.avif', ftyp('avif', 'mif1', 'miaf')],
  ['kep.avif', ftyp('mif1', 'miaf', 'avif')],
];

describe('uploadTypeIssue', () => {
  it.each(IMAGES)('takes %s by its content', (name, head) => {
    expect(uploadTypeIssue(name, head)).toBeNull();
  });

  it('asks for enough bytes to see AVIF among the compatible brands', () => {
    expect(SIGNATURE_BYTES).toBeGreaterThanOrEqual(ftyp('mif1', 'miaf', 'avif').length);
  });

  it.each([
    ['an HTML page', 'oldal.html', bytes('<!doctype html><script>')],
    ['an HTML page named as an image', 'kep.png', bytes('<html><script>alert(1)</script>')],
    ['a text file', 'kep.jpg', bytes('hello')],
    ['an empty file', 'kep.png', bytes()],
    ['a HEIC photo (not AVIF)', 'kep.avif', ftyp('heic', 'mif1')],
    ['a RIFF file that is no WebP', 'kep.webp', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG cut short', 'kep.png', bytes([0x89], 'PNG')],
  ])('refuses %s as not an image', (_what, name, head) => {
    expect(uploadTypeIssue(name, head)?.message).toBe(
      'A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet)',
    );
  });

  it.each([
    ['evil.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['rajz.SVG', bytes('<svg/>')],
    ['rajz.svgz', bytes([0x1f, 0x8b])],
    // an SVG name wins even over a PNG's bytes: a server would send it as image/svg+xml
    ['rajz.svg', IMAGES[0][1]],
  ])('refuses every SVG (%s)', (name, head) => {
    expect(uploadTypeIssue(name, head)).toEqual({
      message: 'SVG-fájlt nem lehet feltölteni: parancsfájlt (scriptet) is hordozhat, amely a webhely nevében futna',
      fix: 'Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban',
    });
  });

  it('refuses an image whose name does not say what it is, and names the right one', () => {
    const png = IMAGES[0][1];
    expect(uploadTypeIssue('kep.html', png)).toEqual({
      message: 'A fájl neve (.html) nem illik a tartalmához: ez egy PNG-kép',
      fix: 'Nevezd át .png kiterjesztésűre',
    });
    expect(uploadTypeIssue('kep.png', IMAGES[1][1])?.fix).toBe('Nevezd át .jpg kiterjesztésűre');
    expect(uploadTypeIssue('kep', png)?.message).toBe(
      'A fájl neve (kiterjesztés nélkül) nem illik a tartalmához: ez egy PNG-kép',
    );
    expect(uploadTypeIssue('.png', png)?.message).toMatch(/kiterjesztés nélkül/);
  });
});
