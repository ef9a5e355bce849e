import {execFileSync} from 'node:child_process';

import matter from 'gray-matter';

import {axeViolations} from './axe';
import {openEditor, PAGES, publish} from './editorBackend';
import {expect, test} from './fixtures';
import {
  backend,
  CHANGED_SENTENCE,
  changeSentence,
  checkErrors,
  editorAt,
  leaveUnsaved,
  onDisk,
  PRIMARY,
  SENTENCE,
  takeRefusedSaveError,
  useEditorBackend,
  useSharedEditor,
} from './writersEditorSetup';

/**
 * The writers' editor at /admin/ in Chromium, against its local backend (decap-server in file mode, as
 * `npm run edit` starts it) on a temporary copy of the content: the files on disk show exactly what a save
 * wrote, and a form the site's rules refuse writes nothing.
 */

test.describe.configure({mode: 'serial'});

test.describe('file mode (npm run edit): saves write the files', () => {
  useEditorBackend('fs');
  const editor = useSharedEditor();

  // Its own page: the sign-in page, which the shared editor has left behind.
  test('the sign-in page is in Hungarian, never indexed, and passes axe', async ({page}) => {
    const response = await page.goto('/admin/');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('button', {name: 'Bejelentkezés'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu-HU');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a changed sentence is saved as exactly that change, and the check passes on the file', async () => {
    const {page} = editor;
    const file = `${PAGES}/about-us.mdx`;
    const before = onDisk(file);
    await editorAt(page, 'pages/entries/about-us');
    await changeSentence(page);
    await publish(page);
    // The backend truncates, then writes: wait for the file's final state, not for any change.
    await expect.poll(() => onDisk(file)).toBe(before.replace(SENTENCE, CHANGED_SENTENCE));
    expect(await checkErrors()).toEqual([]);
  });

  test("the preview shows the page in the site's own stylesheet, its title, and its components as labelled boxes", async () => {
    const {page, problems} = editor;
    const {data} = matter(onDisk(`${PAGES}/streamer-mode.mdx`));
    const title = String(data.title);
    // The stylesheet's values as the site itself has them.
    const site = await page.context().newPage();
    await site.goto('/streamer-mode/');
    const primary = await site.locator('html').evaluate(PRIMARY);
    const headingFont = await site.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
    await site.close();
    expect(primary).not.toBe('');

    await editorAt(page, 'pages/entries/streamer-mode');
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
    await leaveUnsaved(page);
  });

  test('a page text that is not valid MDX shows why in the preview, readable and passing axe', async () => {
    const {page} = editor;
    await editorAt(page, 'pages/entries/contact');
    const body = page.getByLabel('Az oldal szövege (MDX)');
    const sentence = 'Ügyfélszolgálatunk szívesen segít.';
    await expect(body).toHaveValue(new RegExp(sentence));
    // The writer types an opening brace before a sentence and leaves it unclosed.
    await body.evaluate((box: HTMLTextAreaElement, text) => {
      const at = box.value.indexOf(text);
      box.focus();
      box.setSelectionRange(at, at);
    }, sentence);
    await page.keyboard.type('{');
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByRole('alert')).toContainText('Az oldal szövege nem érvényes MDX');
    expect(await axeViolations(page, [['#preview-pane', 'body']])).toEqual([]);
    await leaveUnsaved(page);
  });

  test('a FAQ list inserted with the component form is saved as exactly that block, and the check passes', async () => {
    const {page} = editor;
    const file = `${PAGES}/responsible-gaming.mdx`;
    const before = onDisk(file);
    const heading = '## Kapcsolódó oldalak';
    const question = 'Mikor érdemes szünetet tartanom?';
    const answer = 'Ha fáradt, ideges vagy szomorú vagy, állj fel az asztaltól.';
    await editorAt(page, 'pages/entries/responsible-gaming');
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

  test('a missing title or an over-long description is refused in Hungarian, and nothing is written', async () => {
    const {page} = editor;
    const file = `${PAGES}/contact.mdx`;
    const before = onDisk(file);
    await editorAt(page, 'pages/entries/contact');
    await page.getByLabel('Cím (title)').fill('');
    const description = 'Túl hosszú leírás. '.repeat(10).trim();
    await page.getByLabel('Leírás a keresőknek (description)').fill(description);
    await publish(page);
    await expect(page.getByText('Hiányzik a front matter „title” mezője.', {exact: false})).toBeVisible();
    await expect(
      page.getByText(`A „description” ${description.length} karakter, túl hosszú.`, {exact: false}),
    ).toBeVisible();
    expect(onDisk(file)).toBe(before);
    await takeRefusedSaveError(editor.problems);
    await leaveUnsaved(page);
  });
});

test.describe('git mode: every save is a cms/… branch, main is untouched', () => {
  useEditorBackend('git');

  // Its own page: the one test of its backend, so nothing to share.
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
