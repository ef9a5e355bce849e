import {insertBlock} from '@site/src/admin/blocks/blockEdit';
import {type FormState, updateField} from '@site/src/admin/blocks/formState';
import {bodyOf, checkFindings, FAQ, MODULES, newForm, refused, written} from '@site/tests/helpers/blockForms';

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
