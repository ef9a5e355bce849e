/** @jest-environment jsdom */
import {waitFor} from '@testing-library/react';

import {REFUSAL_ID, refuseBadUploads} from '@site/src/admin/uploadGuard';
import {IMAGE_MAX_BYTES} from '@site/src/lib/imageRules';

/**
 * The editor's upload guard in a page: a file input (as Decap's media library has one) whose own `change`
 * listener stands for Decap's upload handler.
 */
describe('the editor’s upload guard', () => {
  let uploaded: string[];
  let input: HTMLInputElement;

  beforeAll(() => refuseBadUploads(window));

  beforeEach(() => {
    document.body.innerHTML = '';
    uploaded = [];
    input = document.createElement('input');
    input.type = 'file';
    input.addEventListener('change', () => uploaded.push(...[...(input.files ?? [])].map((file) => file.name)));
    document.body.append(input);
  });

  /** Chooses the files as a browser does (`input`, then `change`) and waits until the guard has decided. */
  async function choose(...files: File[]): Promise<void> {
    Object.defineProperty(input, 'files', {value: files, configurable: true});
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.dispatchEvent(new Event('change', {bubbles: true}));
    await waitFor(() => {
      expect(uploaded.length > 0 || document.getElementById(REFUSAL_ID) !== null).toBe(true);
    });
  }

  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const png = (name: string, bytes = 64) => {
    const content = new Uint8Array(bytes);
    content.set(PNG_SIGNATURE);
    return new File([content], name, {type: 'image/png'});
  };
  const text = (name: string, content: string, type: string) => new File([content], name, {type});

  function refusal(): string | null {
    return document.getElementById(REFUSAL_ID)?.textContent ?? null;
  }

  it('never hands a file over the images rule’s size to the upload, and says why in Hungarian', async () => {
    await choose(png('kicsi.png', 10), png('nagy-kep.png', IMAGE_MAX_BYTES + 1));
    expect(uploaded).toEqual([]);
    const alert = document.getElementById(REFUSAL_ID);
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(
      'A fájl nem került fel. „nagy-kep.png”: A kép túl nagy: 301 KB (legfeljebb 300 KB). ' +
        'Méretezd át legfeljebb 1600 px szélesre, és mentsd WebP-be vagy tömörített PNG-be, majd töltsd fel újra.Bezárás',
    );
    alert?.querySelector('button')?.click();
    expect(document.getElementById(REFUSAL_ID)).toBeNull();
    expect(input.value).toBe('');
  });

  it('lets an image of exactly the limit through, once', async () => {
    await choose(png('pont-jo.png', IMAGE_MAX_BYTES));
    expect(uploaded).toEqual(['pont-jo.png']);
    expect(document.getElementById(REFUSAL_ID)).toBeNull();
  });

  it.each([
    [
      'an HTML page',
      text('oldal.html', '<!doctype html><script>alert(1)</script>', 'text/html'),
      'A fájl nem került fel. „oldal.html”: A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet). ' +
        'Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban, majd töltsd fel újra.Bezárás',
    ],
    [
      'an SVG with a script',
      text('evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'),
      'A fájl nem került fel. „evil.svg”: SVG-fájlt nem lehet feltölteni: parancsfájlt (scriptet) is hordozhat, ' +
        'amely a webhely nevében futna. Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban, majd töltsd fel újra.Bezárás',
    ],
    [
      'an HTML page renamed to .png',
      text('kep.png', '<html><script>alert(1)</script></html>', 'image/png'),
      'A fájl nem került fel. „kep.png”: A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet). ' +
        'Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban, majd töltsd fel újra.Bezárás',
    ],
    [
      'a PNG named .html',
      png('kep.html'),
      'A fájl nem került fel. „kep.html”: A fájl neve (.html) nem illik a tartalmához: ez egy PNG-kép. ' +
        'Nevezd át .png kiterjesztésűre, majd töltsd fel újra.Bezárás',
    ],
  ])('refuses %s in Hungarian and hands nothing to the upload', async (_name, file, message) => {
    await choose(png('jo.png'), file);
    expect(uploaded).toEqual([]);
    expect(refusal()).toBe(message);
    expect(input.value).toBe('');
  });
});
