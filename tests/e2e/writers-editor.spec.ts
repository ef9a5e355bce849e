import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import matter from 'gray-matter';

import {isWarning} from '../../scripts/check/finding';
import {runCheck} from '../../scripts/check/runCheck';
import {parseYaml} from '../../src/admin/format/yamlValues';
import {parseEntry} from '../../src/lib/collections/schema';
import {IMAGE_MAX_BYTES} from '../../src/lib/imageRules';
import {axeViolations} from './axe';
import {
  BACKEND_TURN_MS,
  COLLECTIONS,
  type EditorBackend,
  openEditor,
  PAGES,
  publish,
  startEditorBackend,
  UPLOADS,
} from './editorBackend';
import {expect, test} from './fixtures';

/**
 * The writers' editor at /admin/ in Chromium, against its local backend (decap-server in file mode, as
 * `npm run edit` starts it) on a temporary copy of the content: the files on disk show exactly what a save
 * wrote, and a form the site's rules refuse writes nothing.
 */

const PROMOTIONS = `${COLLECTIONS}/promotions`;

/** A 1×1 PNG, made here. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_SIGNATURE = ONE_PIXEL_PNG.subarray(0, 8);

let backend: EditorBackend;
const onDisk = (file: string) => backend.onDisk(file);

test.describe.configure({mode: 'serial'});

const SENTENCE = 'egyetlen célt tart szem előtt';
const CHANGED_SENTENCE = 'egyetlen, világos célt tart szem előtt';

/** In the open page's text, one phrase of its first paragraph changed. */
async function changeSentence(page: Page): Promise<void> {
  const body = page.getByLabel('Az oldal szövege (MDX)');
  await expect(body).toHaveValue(new RegExp(SENTENCE));
  await body.fill((await body.inputValue()).replace(SENTENCE, CHANGED_SENTENCE));
}

/** The writers' check over the edited copy: no error anywhere (warnings are the missing operator facts). */
async function checkErrors(): Promise<unknown[]> {
  const {findings} = await runCheck({
    pagesDir: path.join(backend.repo, PAGES),
    collectionsDir: path.join(backend.repo, COLLECTIONS),
  });
  return findings.filter((finding) => !isWarning(finding));
}

/** The site's main colour as an element's page has it: Infima's `--ifm-color-primary`, set by nothing else. */
const PRIMARY = (element: Element) => getComputedStyle(element).getPropertyValue('--ifm-color-primary').trim();

test.describe('file mode (npm run edit): saves write the files', () => {
  test.beforeAll(async () => {
    test.setTimeout(BACKEND_TURN_MS);
    backend = await startEditorBackend('fs');
  });
  test.afterAll(() => backend.stop());

  test('the sign-in page is in Hungarian, never indexed, and passes axe', async ({page}) => {
    const response = await page.goto('/admin/');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('button', {name: 'Bejelentkezés'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu-HU');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a changed sentence is saved as exactly that change, and the check passes on the file', async ({page}) => {
    const file = `${PAGES}/about-us.mdx`;
    const before = onDisk(file);
    await openEditor(page, 'pages/entries/about-us');
    await changeSentence(page);
    await publish(page);
    // The backend truncates, then writes: wait for the file's final state, not for any change.
    await expect.poll(() => onDisk(file)).toBe(before.replace(SENTENCE, CHANGED_SENTENCE));
    expect(await checkErrors()).toEqual([]);
  });

  test("the preview shows the page in the site's own stylesheet, its title, and its components as labelled boxes", async ({
    page,
    problems,
  }) => {
    const {data} = matter(onDisk(`${PAGES}/streamer-mode.mdx`));
    const title = String(data.title);
    // The stylesheet's values as the site itself has them.
    const site = await page.context().newPage();
    await site.goto('/streamer-mode/');
    const primary = await site.locator('html').evaluate(PRIMARY);
    const headingFont = await site.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
    await site.close();
    expect(primary).not.toBe('');

    await openEditor(page, 'pages/entries/streamer-mode');
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.locator('.admin-preview-meta__title')).toHaveText(title);
    await expect(preview.getByRole('heading', {level: 1, name: 'Streamer mód a GGPokeren'})).toBeVisible();
    await expect.poll(() => preview.locator('html').evaluate(PRIMARY)).toBe(primary);
    await expect(preview.locator('main h1')).toHaveCSS('font-family', headingFont);
    // The component the preview cannot run: a labelled box, not its code.
    const faq = preview.locator('[data-component="FaqList"]');
    await expect(faq).toContainText('Komponens: FaqList');
    await expect(preview.locator('body')).not.toContainText('<FaqList');
    // The preview follows the form.
    await page.getByLabel('Cím (title)').fill('Streamer mód – próbacím');
    await expect(preview.locator('.admin-preview-meta__title')).toHaveText('Streamer mód – próbacím');
    // The admin's policy lets the stylesheet, its fonts and the preview's own styles in.
    expect(problems.console.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
  });

  test('a FAQ list inserted with the component form is saved as exactly that block, and the check passes', async ({
    page,
  }) => {
    const file = `${PAGES}/responsible-gaming.mdx`;
    const before = onDisk(file);
    const heading = '## Kapcsolódó oldalak';
    const question = 'Mikor érdemes szünetet tartanom?';
    const answer = 'Ha fáradt, ideges vagy szomorú vagy, állj fel az asztaltól.';
    await openEditor(page, 'pages/entries/responsible-gaming');
    const body = page.getByLabel('Az oldal szövege (MDX)');
    await expect(body).toHaveValue(new RegExp(heading));
    // The writer's cursor: at the start of the last section's heading.
    await body.evaluate((box: HTMLTextAreaElement, text) => {
      const at = box.value.indexOf(text);
      box.focus();
      box.setSelectionRange(at, at);
    }, heading);
    await page.getByRole('button', {name: 'Komponens beszúrása'}).click();
    const form = page.getByRole('region', {name: 'Komponens beszúrása'});
    await form.getByLabel('Komponens', {exact: true}).selectOption('FaqList');
    await expect(form).toContainText('Gyakori kérdések látható, linkelhető címsorokkal');
    const item = form.getByRole('group', {name: '1. elem'});
    await item.getByLabel('Válasz').fill(answer);

    // Without its question the block is refused with the check's own message, and the text is left as it was.
    const text = await body.inputValue();
    await form.getByRole('button', {name: 'Beszúrás'}).click();
    await expect(form.getByRole('alert')).toContainText(
      "<FaqList> hiányzik a kötelező „items[0].question” tulajdonság (szöveg) → Add meg: question: '…' (szöveg)",
    );
    await expect(body).toHaveValue(text);

    await item.getByLabel('Kérdés').fill(question);
    await form.getByRole('button', {name: 'Beszúrás'}).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('status').filter({hasText: 'A komponens bekerült a szövegbe.'})).toBeVisible();
    // The cursor is left in the new tag: the same form edits it, filled in from the text.
    await expect(page.getByText('A kurzor a <FaqList> komponens címkéjében áll.')).toBeVisible();
    await page.getByRole('button', {name: 'Komponens szerkesztése'}).click();
    const edit = page.getByRole('region', {name: 'Komponens szerkesztése: <FaqList>'});
    await expect(edit.getByRole('group', {name: '1. elem'}).getByLabel('Kérdés')).toHaveValue(question);
    await edit.getByLabel('A kérdések címsorszintje').selectOption('h3');
    await edit.getByRole('button', {name: 'Módosítás'}).click();
    await expect(edit).toBeHidden();

    await publish(page);
    const block = [
      '<FaqList',
      '  items={[',
      '    {',
      `      question: '${question}',`,
      `      answer: '${answer}',`,
      '    },',
      '  ]}',
      '  headingLevel="h3"',
      '/>',
    ].join('\n');
    await expect.poll(() => onDisk(file)).toBe(before.replace(heading, `${block}\n\n${heading}`));
    expect(await checkErrors()).toEqual([]);
  });

  test('a missing title or an over-long description is refused in Hungarian, and nothing is written', async ({
    page,
  }) => {
    const file = `${PAGES}/contact.mdx`;
    const before = onDisk(file);
    await openEditor(page, 'pages/entries/contact');
    await page.getByLabel('Cím (title)').fill('');
    const description = 'Túl hosszú leírás. '.repeat(10).trim();
    await page.getByLabel('Leírás a keresőknek (description)').fill(description);
    await publish(page);
    await expect(page.getByText('Hiányzik a front matter „title” mezője.', {exact: false})).toBeVisible();
    await expect(
      page.getByText(`A „description” ${description.length} karakter, túl hosszú.`, {exact: false}),
    ).toBeVisible();
    expect(onDisk(file)).toBe(before);
  });

  test('a promotion with a bad date or an amount in the wrong format is refused, and nothing is written', async ({
    page,
  }) => {
    const file = `${PROMOTIONS}/play-money.yml`;
    const before = onDisk(file);
    await openEditor(page, 'promotions/entries/play-money');
    await page.getByLabel('Kezdő dátum (ÉÉÉÉ-HH-NN) (starts)').fill('2026-13-45');
    await page.getByLabel('Összeg (amount)').fill('1000$');
    await publish(page);
    await expect(page.getByText('„2026-13-45” nem valós ÉÉÉÉ-HH-NN dátum', {exact: false})).toBeVisible();
    await expect(page.getByText('„1000$” helyett ezt írd: „1000 $”', {exact: false})).toBeVisible();
    expect(onDisk(file)).toBe(before);
  });

  test('a new promotion made in the form (no end date, the upTo switch on) is a valid file with `ends: null`', async ({
    page,
  }) => {
    // A figure the content already uses, so the test does not depend on the figures list.
    const amount = String(parseYaml(onDisk(`${PROMOTIONS}/play-money.yml`))?.values.amount);
    const terms = '/terms-conditions/';
    await openEditor(page, 'promotions/new');
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
    const values = parseYaml(expected)?.values;
    // An empty end alone is an ongoing offer: no dates at all.
    const parsed = parseEntry('promotions', values, 'hetvegi-jatekpenz');
    expect(parsed).toMatchObject({ok: true, entry: {upTo: true}});
    expect(parsed.ok && parsed.entry.dates).toBeUndefined();
    expect(await checkErrors()).toEqual([]);
  });

  test('an uploaded image lands in the uploads folder, byte for byte; one over the limit is refused and never written', async ({
    page,
  }) => {
    await openEditor(page);
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
  });

  test('an HTML file, an SVG with a script and a renamed non-image are refused in Hungarian, and nothing is written', async ({
    page,
  }) => {
    const before = readdirSync(path.join(backend.repo, UPLOADS)).sort();
    await openEditor(page);
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
  });
});

test.describe('git mode: every save is a cms/… branch, main is untouched', () => {
  test.beforeAll(async () => {
    test.setTimeout(BACKEND_TURN_MS);
    backend = await startEditorBackend('git');
  });
  test.afterAll(() => backend.stop());

  test('a changed sentence is committed on its own branch', async ({page}) => {
    const file = `${PAGES}/about-us.mdx`;
    const before = onDisk(file);
    await openEditor(page, 'pages/entries/about-us');
    await changeSentence(page);
    await page.getByRole('button', {name: 'Mentés', exact: true}).click();
    const git = (...args: string[]) => execFileSync('git', ['-C', backend.repo, ...args], {encoding: 'utf8'});
    await expect.poll(() => git('branch', '--list', 'cms/*').trim()).toBe('cms/pages/about-us');
    expect(git('show', `cms/pages/about-us:${file}`)).toBe(before.replace(SENTENCE, CHANGED_SENTENCE));
    expect(git('show', `main:${file}`)).toBe(before);
    // One commit on the branch, with only that file.
    expect(git('diff', '--name-only', 'main', 'cms/pages/about-us').trim()).toBe(file);
    // Its title in Hungarian, the page's title and route (a pull request on GitHub takes the same title).
    expect(git('log', '-1', '--format=%s', 'cms/pages/about-us').trim()).toBe('Oldal: Rólunk (/about-us/)');
  });
});
