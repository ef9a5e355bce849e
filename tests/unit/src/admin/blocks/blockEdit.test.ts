/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {propsRule} from '@site/scripts/check/rules/props';
import {
  type BlockResult,
  type BlockTarget,
  componentAt,
  editBlock,
  insertBlock,
  type Refusal,
} from '@site/src/admin/blocks/blockEdit';
import {formFields} from '@site/src/admin/blocks/fields';
import {emptyForm, type FieldState, type FormState, updateField} from '@site/src/admin/blocks/formState';
import {blockComponent} from '@site/src/admin/blocks/registry';
import {splitFrontMatter} from '@site/src/admin/format/frontMatterFile';
import * as z from '@site/src/lib/schema';
import {checkText} from '@site/tests/helpers/checkFiles';
import {changedLines} from '@site/tests/helpers/decapTrip';

const PAGES_PATH = 'i18n/hu/docusaurus-plugin-content-pages';
const PAGES_DIR = path.resolve(__dirname, '../../../../..', PAGES_PATH);
const PAGES = readdirSync(PAGES_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .sort();
const MODULES = {
  SectionIndex: '@site/src/components/content/SectionIndex',
  OutsOddsTable: '@site/src/components/poker/OutsOddsTable',
};

function read(page: string): string {
  return readFileSync(path.join(PAGES_DIR, page), 'utf8');
}

function bodyOf(page: string): string {
  return splitFrontMatter(read(page))!.body;
}

const input = (text: string): FieldState => ({kind: 'input', text});

/** The form of a new `name` block, with the given inputs (`['items', 0, 'question']` → its text). */
function newForm(name: string, inputs: [(string | number)[], string][]): FormState {
  let form = emptyForm(blockComponent(name)!.fields);
  for (const [at, text] of inputs) form = updateField(form, at, () => input(text));
  return form;
}

function written(result: BlockResult): string {
  if (!result.ok) throw new Error(result.refusals.map((refusal) => refusal.message).join('\n'));
  return result.text;
}

function refused(result: BlockResult): Refusal[] {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.refusals;
}

function target(text: string, at: string, offset = 1): BlockTarget {
  const lookup = componentAt(text, text.indexOf(at) + offset);
  if (lookup.kind !== 'found') throw new Error(`no component at ${at}`);
  return lookup.target;
}

/** The check's own findings (`props` rule) for a page with this body (the about-us page's front matter). */
async function checkFindings(body: string): Promise<{message: string; fix: string}[]> {
  const text = read('about-us.mdx');
  const page = text.slice(0, text.length - splitFrontMatter(text)!.body.length) + body;
  const findings = await checkText(`${PAGES_PATH}/about-us.mdx`, page, [propsRule]);
  return findings.map(({message, fix}) => ({message, fix}));
}

const FAQ = [
  [['items', 0, 'question'], 'Mikor kapom meg a cashbacket?'],
  [['items', 0, 'answer'], 'A játékhetet követő hétfőn.'],
] as [(string | number)[], string][];

describe('a new block at the cursor', () => {
  const body = '\n# Cím\n\nElső bekezdés,\nkét sorban.\n\nMásodik bekezdés.\n';

  it('goes in at the cursor on a line of its own, a blank line before and after it, and nothing else changes', () => {
    const cursor = body.indexOf('\nMásodik');
    const out = written(insertBlock(body, cursor, 'FaqList', newForm('FaqList', FAQ), {modules: MODULES}));
    const block = [
      '<FaqList',
      '  items={[',
      "    {question: 'Mikor kapom meg a cashbacket?', answer: 'A játékhetet követő hétfőn.'},",
      '  ]}',
      '/>',
    ].join('\n');
    expect(out).toBe(`${body.slice(0, cursor)}\n${block}\n${body.slice(cursor)}`);
    // At the end of the text, after a line of text.
    const end = written(insertBlock('Egy sor.', 8, 'OutsOddsTable', newForm('OutsOddsTable', []), {modules: MODULES}));
    expect(end).toBe(
      "import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';\n\nEgy sor.\n\n<OutsOddsTable />\n",
    );
  });

  it('never splits a paragraph, a list or the imports: it goes after the one the cursor is in', () => {
    const form = newForm('FaqList', FAQ);
    const inParagraph = written(insertBlock(body, body.indexOf('két sorban'), 'FaqList', form, {modules: MODULES}));
    expect(inParagraph.startsWith(`${body.slice(0, body.indexOf('\n\nMásodik'))}\n\n<FaqList\n`)).toBe(true);
    const list = "import {fig} from '@site/src/lib/format/figureText';\n\n- egy\n- kettő\n";
    const inImport = written(insertBlock(list, 5, 'FaqList', form, {modules: MODULES}));
    expect(inImport.startsWith("import {fig} from '@site/src/lib/format/figureText';\n\n<FaqList\n")).toBe(true);
    const inList = written(insertBlock(list, list.indexOf('egy'), 'FaqList', form, {modules: MODULES}));
    expect(inList.startsWith(`${list}\n<FaqList\n`)).toBe(true);
  });

  it('is written as the pages write the component: one line when it fits, else a prop a line, lists last', () => {
    const one = written(
      insertBlock(
        '',
        0,
        'Hand',
        newForm('Hand', [
          [['cards'], 'As Kd'],
          [['kind'], 'hole'],
        ]),
        {modules: MODULES},
      ),
    );
    expect(one).toBe('<Hand cards="As Kd" kind="hole" />\n');
    const steps = newForm('GetStarted', [
      [['title'], 'Kezdj hozzá'],
      [['ctaLabel'], 'Letöltés'],
      [['ctaTo'], '/download/'],
      ...[0, 1, 2].flatMap((index): [(string | number)[], string][] => [
        [['steps', index, 'title'], `${String(index + 1)}. lépés`],
        [['steps', index, 'text'], index === 1 ? 'Egy idézőjeles "szó" és egy aposztróf: Hold\'em.' : 'Rövid.'],
      ]),
    ]);
    expect(written(insertBlock('', 0, 'GetStarted', steps, {modules: {GetStarted: '@site/x'}}))).toBe(
      [
        "import GetStarted from '@site/x';",
        '',
        '<GetStarted',
        '  title="Kezdj hozzá"',
        '  ctaLabel="Letöltés"',
        '  ctaTo="/download/"',
        '  steps={[',
        "    {title: '1. lépés', text: 'Rövid.'},",
        "    {title: '2. lépés', text: 'Egy idézőjeles \"szó\" és egy aposztróf: Hold\\'em.'},",
        "    {title: '3. lépés', text: 'Rövid.'},",
        '  ]}',
        '/>',
        '',
      ].join('\n'),
    );
  });

  it('adds the import line of a component that needs one after the imports, only when the page lacks it', () => {
    const page = bodyOf('index.mdx');
    const form = newForm('SectionIndex', [[['section'], '/poker-school/']]);
    const result = insertBlock(page, page.length, 'SectionIndex', form, {modules: MODULES});
    const line = "import SectionIndex from '@site/src/components/content/SectionIndex';";
    expect(result).toMatchObject({ok: true, importLine: line});
    const lastImport = "import {requirementsText} from '@site/src/lib/format/requirementsText';";
    expect(written(result)).toBe(
      `${page.replace(lastImport, `${lastImport}\n${line}`)}\n<SectionIndex section="/poker-school/" />\n`,
    );
    // Already imported, or import-free: no line.
    const again = insertBlock(written(result), 0, 'SectionIndex', form, {modules: MODULES});
    expect(again).toMatchObject({ok: true});
    expect(again).not.toHaveProperty('importLine');
    expect(insertBlock(page, 0, 'FaqList', newForm('FaqList', FAQ), {modules: MODULES})).not.toHaveProperty(
      'importLine',
    );
  });

  it('reads back as exactly what the form accepted: the check finds nothing wrong with the new blocks', async () => {
    let page = bodyOf('about-us.mdx');
    page = written(insertBlock(page, page.length, 'FaqList', newForm('FaqList', FAQ), {modules: MODULES}));
    page = written(
      insertBlock(page, page.length, 'OutsOddsTable', newForm('OutsOddsTable', [[['maxOuts'], '12']]), {
        modules: MODULES,
      }),
    );
    expect(page).toContain('<OutsOddsTable maxOuts={12} />');
    expect(await checkFindings(page)).toEqual([]);
  });

  it("refuses what the check refuses, with the check's own message and fix, and writes nothing", async () => {
    const cases: [string, FormState, string][] = [
      ['OutsOddsTable', newForm('OutsOddsTable', [[['maxOuts'], '25']]), '<OutsOddsTable maxOuts={25} />'],
      ['OutsOddsTable', newForm('OutsOddsTable', [[['maxOuts'], 'nyolc']]), '<OutsOddsTable maxOuts="nyolc" />'],
      [
        'SectionIndex',
        newForm('SectionIndex', [[['section'], 'poker-school']]),
        '<SectionIndex section="poker-school" />',
      ],
      ['FaqList', newForm('FaqList', [FAQ[1]]), "<FaqList items={[{answer: 'A játékhetet követő hétfőn.'}]} />"],
      ['GetStarted', newForm('GetStarted', []), '<GetStarted steps={[{}, {}, {}]} />'],
    ];
    for (const [name, form, handWritten] of cases) {
      // The page imports the component: the check judges the props only.
      const body = `import ${name} from '@site/x';\n\nSzöveg.\n`;
      const refusals = refused(insertBlock(body, body.length, name, form, {modules: MODULES}));
      const check = await checkFindings(`${body}\n${handWritten}\n`);
      expect(check.length).toBeGreaterThan(0);
      // The check lists the findings of one place in its own order.
      const byMessage = (a: {message: string}, b: {message: string}) => a.message.localeCompare(b.message);
      expect(refusals.map(({message, fix}) => ({message, fix})).sort(byMessage)).toEqual(check.sort(byMessage));
    }
    expect(refused(insertBlock('', 0, 'FaqList', newForm('FaqList', [FAQ[1]]), {modules: MODULES}))).toEqual([
      {
        path: 'items[0].question',
        message: '<FaqList> hiányzik a kötelező „items[0].question” tulajdonság (szöveg)',
        fix: "Add meg: question: '…' (szöveg)",
      },
    ]);
  });

  it('refuses a code field that is not one expression, and a page text that is not valid MDX', () => {
    const form = updateField(newForm('FaqList', FAQ), ['items', 0, 'answer'], () => ({kind: 'raw', source: '<p>x'}));
    expect(refused(insertBlock('', 0, 'FaqList', form, {modules: MODULES}))[0]?.message).toMatch(
      /^„items\[0\]\.answer” kódja nem érvényes JSX vagy JavaScript-kifejezés/,
    );
    const sneaky = updateField(form, ['items', 0, 'answer'], () => ({kind: 'raw', source: "'a'} headingLevel={'h9'"}));
    expect(refused(insertBlock('', 0, 'FaqList', sneaky, {modules: MODULES}))[0]?.path).toBe('items[0].answer');
    const jsx = updateField(form, ['items', 0, 'answer'], () => ({
      kind: 'raw',
      source: '<p>Igen, <strong>bárki</strong>.</p>',
    }));
    expect(written(insertBlock('', 0, 'FaqList', jsx, {modules: MODULES}))).toContain(
      "{question: 'Mikor kapom meg a cashbacket?', answer: <p>Igen, <strong>bárki</strong>.</p>},",
    );
    expect(
      refused(insertBlock('Egy <b> címke.\n', 0, 'FaqList', newForm('FaqList', FAQ), {modules: MODULES}))[0]?.message,
    ).toMatch(/^Az oldal szövege most nem érvényes MDX \(1\. sor\)/);
  });
});

describe('a component tag edited with its form', () => {
  it.each(PAGES)('%s: every component tag read into its form and left alone stays byte for byte', (page) => {
    const body = bodyOf(page);
    let tags = 0;
    for (const match of body.matchAll(/<([A-Z]\w*)/g)) {
      if (!blockComponent(match[1])) continue;
      const lookup = componentAt(body, match.index + 1);
      expect(lookup).toMatchObject({kind: 'found', target: {name: match[1], start: match.index}});
      if (lookup.kind !== 'found') continue;
      tags += 1;
      expect(editBlock(body, lookup.target, lookup.target.form)).toEqual({ok: true, text: body, cursor: match.index});
    }
    expect(tags).toBe((body.match(/<[A-Z]\w*/g) ?? []).filter((tag) => blockComponent(tag.slice(1))).length);
  });

  it('finds the tag the cursor is in: its opening or closing tag, the innermost one, not its content', () => {
    const body = bodyOf('streamer-mode.mdx');
    const inFact = body.indexOf('<Fact name="talentEmail"') + 8;
    expect(componentAt(body, inFact)).toMatchObject({kind: 'found', target: {name: 'Fact'}});
    expect(componentAt(body, body.indexOf('A csapat e-mail-címe'))).toEqual({kind: 'none'});
    expect(componentAt(body, body.indexOf('</WhenKnown>') + 3)).toMatchObject({
      kind: 'found',
      target: {name: 'WhenKnown'},
    });
    expect(componentAt(body, body.indexOf("question: 'Hogyan"))).toMatchObject({
      kind: 'found',
      target: {name: 'FaqList'},
    });
    expect(componentAt('<Hand cards="As', 3)).toMatchObject({kind: 'invalid', line: 1});
  });

  it('rewrites only the changed prop: one question of a list of eight, the rest of the file byte for byte', () => {
    const body = bodyOf('streamer-mode.mdx');
    const faq = target(body, '<FaqList');
    const form = updateField(faq.form, ['items', 1, 'question'], () => input('Hogyan kérhetem meg a jóváhagyást?'));
    expect(changedLines(body, written(editBlock(body, faq, form)))).toEqual([
      {
        before: "      question: 'Hogyan kérhetem a jóváhagyást?',",
        after: "      question: 'Hogyan kérhetem meg a jóváhagyást?',",
      },
    ]);
  });

  it('adds a new prop on its own line after the last one, and removes a cleared one with its line', () => {
    const body = bodyOf('streamer-mode.mdx');
    const faq = target(body, '<FaqList');
    const withLevel = written(
      editBlock(
        body,
        faq,
        updateField(faq.form, ['headingLevel'], () => input('h3')),
      ),
    );
    expect(withLevel).toBe(body.replace('  ]}\n/>', '  ]}\n  headingLevel="h3"\n/>'));
    const back = target(withLevel, '<FaqList');
    expect(
      written(
        editBlock(
          withLevel,
          back,
          updateField(back.form, ['headingLevel'], () => input('')),
        ),
      ),
    ).toBe(body);
    // On a tag of one line, a space before it.
    const home = bodyOf('index.mdx');
    const hero = target(home, '<HomeHero');
    const out = written(
      editBlock(
        home,
        hero,
        updateField(hero.form, ['secondaryTo'], () => input('/download/')),
      ),
    );
    expect(out).toBe(home.replace('secondaryTo="/poker-games/"', 'secondaryTo="/download/"'));
  });

  it('keeps what the form cannot show as a field as code, exactly as written, when another prop changes', () => {
    const home = bodyOf('index.mdx');
    const rewards = target(home, '<MonthlyRewards');
    const items = rewards.form.items;
    expect(items?.kind === 'list' && items.items[0]?.state).toMatchObject({
      kind: 'object',
      fields: {highlight: {kind: 'raw', source: '`akár ${fig.welcomeMatchCap}`'}, title: input('Üdvözlő bónusz')},
    });
    const out = written(
      editBlock(
        home,
        rewards,
        updateField(rewards.form, ['title'], () => input('Havi jutalmak')),
      ),
    );
    expect(changedLines(home, out)).toEqual([
      {before: '  title="Havi jutalmak és promóciók"', after: '  title="Havi jutalmak"'},
    ]);
    // An item changed: that item is written anew, the others as they were.
    const second = updateField(rewards.form, ['items', 1, 'title'], () => input('Spin & Gold!'));
    expect(changedLines(home, written(editBlock(home, rewards, second)))).toEqual([
      {before: "      title: 'Spin & Gold',", after: "      title: 'Spin & Gold!',"},
    ]);
  });

  it('refuses a changed value the schema refuses, and writes nothing', async () => {
    const body = bodyOf('poker-school/poker-hands-odds.mdx');
    const table = target(body, '<OutsOddsTable');
    const refusals = refused(
      editBlock(
        body,
        table,
        updateField(table.form, ['maxOuts'], () => input('0')),
      ),
    );
    expect(refusals).toEqual([
      {
        path: 'maxOuts',
        message: '<OutsOddsTable> „maxOuts” értéke túl kicsi (legalább 1)',
        fix: 'Adj meg nagyobb értéket',
      },
    ]);
  });
});

describe('the form of a component, from its props schema', () => {
  it('has a field for each prop: text, number, switch, choice, and a repeatable group for a list of objects', () => {
    expect(blockComponent('FaqList')?.fields).toMatchObject([
      {
        name: 'items',
        kind: 'list',
        required: true,
        minItems: 1,
        item: {
          kind: 'object',
          fields: [
            {name: 'question', type: 'text'},
            {name: 'answer', type: 'text', rich: true},
          ],
        },
      },
      {name: 'headingLevel', kind: 'input', type: 'select', options: ['h2', 'h3', 'h4'], required: false},
    ]);
    expect(blockComponent('OutsOddsTable')?.fields[0]).toMatchObject({
      kind: 'input',
      type: 'number',
      hint: 'Egész szám 1 és 20 között.',
    });
    expect(blockComponent('Fig')?.fields[1]).toMatchObject({name: 'numberOnly', kind: 'flag', required: false});
  });

  it('falls back to a code field for a shape it cannot model', () => {
    const schema = z.strictObject({grid: z.array(z.array(z.string())), pair: z.tuple([z.string(), z.number()])});
    expect(formFields(schema)).toMatchObject([
      {name: 'grid', kind: 'raw'},
      {name: 'pair', kind: 'raw'},
    ]);
  });
});
