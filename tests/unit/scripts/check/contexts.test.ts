// What the text rules of `npm run check` read of each kind of file: a page's prose from its MDX syntax tree,
// code.json's messages, a data file's strings from its TypeScript syntax tree; everything else hidden, and every
// character in its place.
import {fileContext} from '@site/scripts/check/contexts';
import {parseMdxDocument} from '@site/src/lib/check/mdxDocument';
import {HIDDEN, maskOf, pageSpans} from '@site/src/lib/check/visible';

function visibleOf(file: string, text: string): string {
  return file.endsWith('.mdx')
    ? maskOf(text, pageSpans(parseMdxDocument(text, file)))
    : fileContext(file, text).visible;
}

/** The visible characters only, hidden runs collapsed to one `|`. */
function shown(file: string, text: string): string {
  return visibleOf(file, text).replaceAll(HIDDEN, '|').replace(/\|+/g, '|');
}

describe('what a visitor reads of a source file', () => {
  it('keeps positions: same length and line breaks as the source', () => {
    const text = '---\ntitle: Cím\n---\n\nimport X from "y";\n\nSzöveg `kód` [link](/x/).\n';
    const visible = visibleOf('a.mdx', text);
    expect(visible).toHaveLength(text.length);
    expect(visible.split('\n')).toHaveLength(text.split('\n').length);
  });

  it('MDX: prose, title and description are visible; imports, code, link targets and comments are not', () => {
    const text =
      '---\ntitle: Cím\nslug: /x/\n---\n\nimport Y from "@site/y";\n\nSzöveg `$5` [link](/a-b/) {/* #id */} vége.\n';
    expect(shown('a.mdx', text)).toBe('|\n|Cím\n|\n|\n\n|\n\nSzöveg | |link| | vége.\n');
  });

  it('MDX: string props and JSX text are visible; paths, ids and prop names are not', () => {
    const text =
      '<Box title="Cím" to="/x/" items={[{text: \'Szöveg\', to: \'/y/\'}]} answer={<p>Válasz <b>itt</b></p>} />\n';
    expect(shown('a.mdx', text)).toBe('|Cím|Szöveg|Válasz |itt|\n');
  });

  it('MDX: template text, headings, list items, table cells, alt texts and the ambassador fields are visible', () => {
    const text = [
      '---',
      'name: "Név"',
      'role: Szerep',
      '---',
      '',
      '## Cím',
      '',
      '- Elem',
      '',
      '| A | B |',
      '|---|---|',
      '| c | d |',
      '',
      "![Kép leírása](/img/x.png) <X text={`Sablon ${fig.a} vége`} cards={['As', 'Kd']} />",
      '',
    ].join('\n');
    expect(shown('a.mdx', text)).toBe(
      '|\n|Név|\n|Szerep\n|\n\n|Cím\n\n|Elem\n\n|A|B|\n|\n|c|d|\n\n|Kép leírása| |Sablon | vége|\n',
    );
  });

  it('code.json: only the message values', () => {
    const text = '{\n  "A_KEY": {\n    "message": "Üzenet \\"idézve\\"",\n    "description": "English note"\n  }\n}\n';
    expect(shown('i18n/hu/code.json', text)).toBe('|\n|\n|Üzenet \\"idézve\\"|\n|\n|\n|\n');
  });

  it('TypeScript data: string literals, not keys, comments, imports or paths', () => {
    const text =
      "import {x} from './x';\n// megjegyzés\nexport const A = {name: 'Név', path: '/p/', label: `Felirat ${x}`};\n";
    expect(shown('src/data/a.ts', text)).toBe('|\n|\n|Név|Felirat |\n');
  });

  it('TypeScript data: a regular expression is code, and so is a link or id under any key that holds one', () => {
    const text =
      "const re = /it's/;\nexport const B = {'kulcs-azonosito': {label: 'Címke', cards: ['As', 'Kd']}};\nfunction f(target = '_self') {}\n";
    expect(shown('src/data/b.ts', text)).toBe('|\n|Címke|\n|\n');
  });
});
