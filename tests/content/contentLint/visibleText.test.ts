/**
 * @jest-environment node
 */
import {HIDDEN} from '../../../scripts/content-lint/types';
import {visibleText} from '../../../scripts/content-lint/visibleText';

/** The visible characters only, hidden runs collapsed to one `|`. */
function shown(kind: 'mdx' | 'json' | 'ts', text: string): string {
  return visibleText(kind, text).replaceAll(HIDDEN, '|').replace(/\|+/g, '|');
}

describe('what a visitor reads of a source file', () => {
  it('keeps positions: same length and line breaks as the source', () => {
    const text = '---\ntitle: Cím\n---\n\nimport X from "y";\n\nSzöveg `kód` [link](/x/).\n';
    const visible = visibleText('mdx', text);
    expect(visible).toHaveLength(text.length);
    expect(visible.split('\n')).toHaveLength(text.split('\n').length);
  });

  it('MDX: prose, title and description are visible; imports, code, link targets and comments are not', () => {
    const text =
      '---\ntitle: Cím\nslug: /x/\n---\n\nimport Y from "@site/y";\n\nSzöveg `$5` [link](/a-b/) {/* #id */} vége.\n';
    expect(shown('mdx', text)).toBe('|\n|Cím\n|\n|\n\n|\n\nSzöveg | |link| | vége.\n');
  });

  it('MDX: string props and JSX text are visible; paths, ids and prop names are not', () => {
    const text =
      '<Box title="Cím" to="/x/" items={[{text: \'Szöveg\', to: \'/y/\'}]} answer={<p>Válasz <b>itt</b></p>} />\n';
    expect(shown('mdx', text)).toBe('|Cím|Szöveg|Válasz |itt|\n');
  });

  it('code.json: only the message values', () => {
    const text = '{\n  "A_KEY": {\n    "message": "Üzenet \\"idézve\\"",\n    "description": "English note"\n  }\n}\n';
    expect(shown('json', text)).toBe('|\n|\n|Üzenet \\"idézve\\"|\n|\n|\n|\n');
  });

  it('TypeScript data: string literals, not keys, comments, imports or paths', () => {
    const text =
      "import {x} from './x';\n// megjegyzés\nexport const A = {name: 'Név', path: '/p/', label: `Felirat ${x}`};\n";
    expect(shown('ts', text)).toBe('|\n|\n|Név|Felirat |\n');
  });
});
