import {idsInlinedEverywhere, inlineSiteStrings} from '@site/plugins/lean-bundle/inlineStrings';

const table = {
  TOAST_CLOSE: 'Értesítés bezárása',
  COPY_LINK: 'Hivatkozás „másolása”',
  NAV_TEAM: 'Csapat',
  'theme.NotFound.title': 'Az oldal nem található',
};

describe('writing the site strings into the code that shows them', () => {
  it('writes the translation as the message of translate({id, message})', () => {
    const source = "const label = translate({id: 'TOAST_CLOSE', message: 'Close notification'});";
    expect(inlineSiteStrings(source, table)).toEqual({
      code: `const label = translate({id: 'TOAST_CLOSE', message: "Értesítés bezárása"});`,
      inlined: ['TOAST_CLOSE'],
    });
  });

  it('keeps the layout prettier gives a call over several lines, and a description after the message', () => {
    const source = [
      'translate(',
      '  {',
      '    id: "COPY_LINK",',
      "    message: 'Copy the \\'link\\'',",
      "    description: 'The button',",
      '  },',
      '  {link},',
      ')',
    ].join('\n');
    const {code, inlined} = inlineSiteStrings(source, table);
    expect(inlined).toEqual(['COPY_LINK']);
    expect(code).toContain('message: "Hivatkozás „másolása”",\n    description: \'The button\',');
  });

  it('writes the translation as the children of <Translate id>, as an expression so any text is safe', () => {
    const source = '<Translate id="TOAST_CLOSE" description="x">Close</Translate>';
    expect(inlineSiteStrings(source, table).code).toBe(
      '<Translate id="TOAST_CLOSE" description="x">{"Értesítés bezárása"}</Translate>',
    );
  });

  it('leaves every other form alone: computed ids, message first, values with markup, unknown and theme ids', () => {
    const untouched = [
      'translate({id: key, message: key})',
      "translate({message: 'Close', id: 'TOAST_CLOSE'})",
      '<Translate id="COPY_LINK" values={{link: <a href="/">x</a>}}>Copy {link}</Translate>',
      "translate({id: 'UNKNOWN_ID', message: 'x'})",
      "translate({id: 'theme.NotFound.title', message: 'Page Not Found'})",
      '<Translate id="TOAST_CLOSE" />',
    ];
    for (const source of untouched) expect(inlineSiteStrings(source, table)).toEqual({code: source, inlined: []});
  });

  it('leaves an id in the table when it is also written where the rewrite does not reach', () => {
    const component = "translate({id: 'TOAST_CLOSE', message: 'Close'}); translate({id: 'COPY_LINK', message: 'Copy'})";
    const data = "export const items = [{langKey: 'COPY_LINK'}, {langKey: 'NAV_TEAM'}];";
    expect(idsInlinedEverywhere([component, data], table)).toEqual(new Set(['TOAST_CLOSE']));
    expect(idsInlinedEverywhere([component], table)).toEqual(new Set(['TOAST_CLOSE', 'COPY_LINK']));
  });
});
