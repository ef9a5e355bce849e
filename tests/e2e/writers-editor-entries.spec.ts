import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {parseYaml} from '../../src/admin/format/yamlDocument';
import {parseEntry} from '../../src/lib/collections/schema';
import {IMAGE_MAX_BYTES} from '../../src/lib/imageRules';
import {publish, UPLOADS} from './editorBackend';
import {expect, test} from './fixtures';
import {
  backend,
  checkErrors,
  closeMediaLibrary,
  editorAt,
  leaveUnsaved,
  onDisk,
  ONE_PIXEL_PNG,
  PNG_SIGNATURE,
  PROMOTIONS,
  takeRefusedSaveError,
  useEditorBackend,
  useSharedEditor,
} from './writersEditorSetup';

/**
 * The writers' editor's collection entries and uploads, against the same local backend in file mode as
 * writers-editor.spec.ts: a promotion made or refused in its form, and images the site takes or refuses.
 */

test.describe.configure({mode: 'serial'});

test.describe('file mode (npm run edit): saves write the files', () => {
  useEditorBackend('fs');
  const editor = useSharedEditor();

  test('a promotion with a bad date or an amount in the wrong format is refused, and nothing is written', async () => {
    const {page} = editor;
    const file = `${PROMOTIONS}/play-money.yml`;
    const before = onDisk(file);
    await editorAt(page, 'promotions/entries/play-money');
    await page.getByLabel('Kezdő dátum (ÉÉÉÉ-HH-NN) (starts)').fill('2026-13-45');
    await page.getByLabel('Összeg (amount)').fill('1000$');
    await publish(page);
    await expect(page.getByText('„2026-13-45” nem valós ÉÉÉÉ-HH-NN dátum', {exact: false})).toBeVisible();
    await expect(page.getByText('„1000$” helyett ezt írd: „1000 $”', {exact: false})).toBeVisible();
    expect(onDisk(file)).toBe(before);
    await takeRefusedSaveError(editor.problems);
    await leaveUnsaved(page);
  });

  test('a new promotion made in the form (no end date, the upTo switch on) is a valid file with `ends: null`', async () => {
    const {page} = editor;
    // A figure the content already uses, so the test does not depend on the figures list.
    const amount = String(parseYaml(onDisk(`${PROMOTIONS}/play-money.yml`))?.amount);
    const terms = '/terms-conditions/';
    await editorAt(page, 'promotions/new');
    await page.getByLabel('Cím (title)').fill('Hétvégi játékpénz');
    await page
      .getByLabel('Összefoglaló (summary)')
      .fill('Hétvégente kétszer annyi játékpénzt kapsz a napi feltöltéskor.');
    await page.getByLabel('Összeg (amount)').fill(amount);
    // A true/false field is a switch: the file gets the value `true`, not the text "true".
    const upTo = page.getByRole('switch', {name: 'Legfeljebb (akár) (upTo)'});
    await upTo.click();
    await expect(upTo).toHaveAttribute('aria-checked', 'true');
    // No dates: an ongoing offer (a date goes in only with its source).
    await page.getByLabel('Feltételek linkje (terms)').fill(terms);
    await publish(page);
    const file = `${PROMOTIONS}/hetvegi-jatekpenz.yml`;
    const expected = [
      'title: Hétvégi játékpénz',
      'summary: Hétvégente kétszer annyi játékpénzt kapsz a napi feltöltéskor.',
      `amount: ${amount}`,
      'upTo: true',
      'ends: null',
      `terms: ${terms}`,
      '',
    ].join('\n');
    await expect.poll(() => (existsSync(path.join(backend.repo, file)) ? onDisk(file) : null)).toBe(expected);
    // The collections' own validation (the build's and the check's), then the whole check over the copy.
    const values = parseYaml(expected);
    // An empty end alone is an ongoing offer: no dates at all.
    const parsed = parseEntry('promotions', values, 'hetvegi-jatekpenz');
    expect(parsed).toMatchObject({ok: true, entry: {upTo: true}});
    expect(parsed.ok && parsed.entry.dates).toBeUndefined();
    expect(await checkErrors()).toEqual([]);
  });

  test('an uploaded image lands in the uploads folder, byte for byte; one over the limit is refused and never written', async () => {
    const {page} = editor;
    await editorAt(page);
    await page.getByRole('button', {name: 'Média'}).click();
    await expect(page.getByRole('button', {name: 'Feltöltés'})).toBeVisible();
    const input = page.locator('input[type="file"]');
    // Over the images rule's limit: refused in Hungarian before Decap reads it.
    const large = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(IMAGE_MAX_BYTES + 1024 - PNG_SIGNATURE.length)]);
    await input.setInputFiles({name: 'nagy-kep.png', mimeType: 'image/png', buffer: large});
    const refusal = page.getByRole('alert').filter({hasText: 'A fájl nem került fel.'});
    await expect(refusal).toContainText('„nagy-kep.png”: A kép túl nagy: 301 KB (legfeljebb 300 KB).');
    await refusal.getByRole('button', {name: 'Bezárás'}).click();
    await expect(refusal).toBeHidden();
    // A small PNG (1×1 px, made here) goes through; the large one, chosen first, never reached the backend.
    const png = ONE_PIXEL_PNG;
    await input.setInputFiles({name: 'pont.png', mimeType: 'image/png', buffer: png});
    const uploaded = path.join(backend.repo, UPLOADS, 'pont.png');
    await expect
      .poll(() => (existsSync(uploaded) ? readFileSync(uploaded).toString('base64') : null))
      .toBe(png.toString('base64'));
    expect(existsSync(path.join(backend.repo, UPLOADS, 'nagy-kep.png'))).toBe(false);
    await closeMediaLibrary(page);
  });

  test('an HTML file, an SVG with a script and a renamed non-image are refused in Hungarian, and nothing is written', async () => {
    const {page} = editor;
    const before = readdirSync(path.join(backend.repo, UPLOADS)).sort();
    await editorAt(page);
    await page.getByRole('button', {name: 'Média'}).click();
    await expect(page.getByRole('button', {name: 'Feltöltés'})).toBeVisible();
    const input = page.locator('input[type="file"]');
    const refusal = page.getByRole('alert').filter({hasText: 'A fájl nem került fel.'});
    const attempts = [
      {
        file: {
          name: 'ajanlat.html',
          mimeType: 'text/html',
          buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
        },
        says: '„ajanlat.html”: A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet).',
      },
      {
        file: {
          name: 'evil.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        says: '„evil.svg”: SVG-fájlt nem lehet feltölteni: parancsfájlt (scriptet) is hordozhat, amely a webhely nevében futna.',
      },
      {
        file: {name: 'kep.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>')},
        says: '„kep.png”: A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet).',
      },
    ];
    for (const {file, says} of attempts) {
      await input.setInputFiles(file);
      await expect(refusal).toContainText(says);
      await refusal.getByRole('button', {name: 'Bezárás'}).click();
      await expect(refusal).toBeHidden();
    }
    // A real image chosen last goes through: the refused ones never reached the backend before it.
    await input.setInputFiles({name: 'utana.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG});
    const uploaded = path.join(backend.repo, UPLOADS, 'utana.png');
    await expect.poll(() => existsSync(uploaded)).toBe(true);
    expect(readdirSync(path.join(backend.repo, UPLOADS)).sort()).toEqual([...before, 'utana.png'].sort());
    await closeMediaLibrary(page);
  });
});
