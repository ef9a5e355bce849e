import {unshippedFamilies} from '@site/plugins/site-font/cssFamilies';

// As the minifier writes the built stylesheet: Infima's variables first, the site's later.
const faces =
  '@font-face{font-family:Inter Variable;src:url(/assets/fonts/inter-normal.woff2)format("woff2-variations")}' +
  '@font-face{font-family:Inter Fallback;src:local(Arial)}';

describe('faces the site does not ship', () => {
  it('accepts rules whose first family is a shipped face, directly or through variables', () => {
    const css = `${faces}:root{--ifm-font-family-monospace:SFMono-Regular,monospace;--site-font-family:"Inter Variable","Inter Fallback",sans-serif}:root{--ifm-font-family-monospace:var(--site-font-family)}code{font-family:var(--ifm-font-family-monospace)}html{font:100%/1.65 var(--site-font-family)}.b{font:inherit}.c{font-family:inherit}`;
    expect(unshippedFamilies(css)).toEqual([]);
  });

  it('names each rule drawn in a system face or a generic family', () => {
    const css = `${faces}:root{--mono:SFMono-Regular,Menlo,monospace}.sheet{font-family:Georgia,"Times New Roman",serif}kbd{font:80% var(--mono)}.x{font-family:monospace}.fallback{font-family:"Inter Fallback",sans-serif}`;
    expect(unshippedFamilies(css)).toEqual([
      {selector: '.sheet', family: 'Georgia'},
      {selector: 'kbd', family: 'SFMono-Regular'},
      {selector: '.x', family: 'monospace'},
      {selector: '.fallback', family: 'Inter Fallback'},
    ]);
  });
});
