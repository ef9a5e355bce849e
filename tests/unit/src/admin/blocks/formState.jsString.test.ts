import {jsString} from '@site/src/admin/blocks/formState';

describe('jsString', () => {
  it('writes single quotes, as the site’s Prettier settings do', () => {
    expect(jsString('Omaha')).toBe("'Omaha'");
  });

  it('switches to double quotes when the text has more single quotes, escaping the fewer', () => {
    expect(jsString("don't")).toBe('"don\'t"');
    expect(jsString(`it's "on"`)).toBe(`'it\\'s "on"'`);
  });

  it('escapes backslashes and the line breaks a string literal cannot hold', () => {
    expect(jsString('a\\b\nc\rd\u2028e\u2029f')).toBe("'a\\\\b\\nc\\rd\\u2028e\\u2029f'");
  });
});
