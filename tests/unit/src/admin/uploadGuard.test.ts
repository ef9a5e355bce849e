import {REFUSAL_ID, refuseLargeUploads} from '@site/src/admin/uploadLimit';
import {IMAGE_MAX_BYTES} from '@site/src/lib/imageRules';

/**
 * The editor's upload limit in a page: a file input (as Decap's media library has one) whose own `change`
 * listener stands for Decap's upload handler.
 */
describe('the editor’s upload limit', () => {
  let uploaded: string[];
  let input: HTMLInputElement;

  beforeAll(() => refuseLargeUploads(window));

  beforeEach(() => {
    document.body.innerHTML = '';
    uploaded = [];
    input = document.createElement('input');
    input.type = 'file';
    input.addEventListener('change', () => uploaded.push(...[...(input.files ?? [])].map((file) => file.name)));
    document.body.append(input);
  });

  function choose(...files: File[]): void {
    Object.defineProperty(input, 'files', {value: files, configurable: true});
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.dispatchEvent(new Event('change', {bubbles: true}));
  }

  const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, {type: 'image/png'});

  it('never hands a file over the images rule’s size to the upload, and says why in Hungarian', () => {
    choose(file('kicsi.png', 10), file('nagy-kep.png', IMAGE_MAX_BYTES + 1));
    expect(uploaded).toEqual([]);
    const alert = document.getElementById(REFUSAL_ID);
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(
      'A fájl nem került fel. „nagy-kep.png”: A kép túl nagy: 301 KB (legfeljebb 300 KB). ' +
        'Méretezd át legfeljebb 1600 px szélesre, és mentsd WebP-be vagy tömörített PNG-be, majd töltsd fel újra.Bezárás',
    );
    alert?.querySelector('button')?.click();
    expect(document.getElementById(REFUSAL_ID)).toBeNull();
  });

  it('lets a file of exactly the limit through', () => {
    choose(file('pont-jo.png', IMAGE_MAX_BYTES));
    expect(uploaded).toEqual(['pont-jo.png']);
    expect(document.getElementById(REFUSAL_ID)).toBeNull();
  });
});
