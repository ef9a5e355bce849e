import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin';
import postcss from 'postcss';

import {isDarkModeOnly} from '@site/plugins/lean-bundle';
import {
  infimaPurge,
  requiredClasses,
  sourceTokens,
  withoutComments,
  withoutLocalClassNames,
} from '@site/plugins/lean-bundle/infimaPurge';

const INFIMA = '/site/node_modules/infima/dist/css/default/default.css';
const css = [
  ':root{--ifm-color-primary:#f00;--ifm-gap:2px;--ifm-theme-reads:3px;--ifm-unread:4px}',
  'body{margin:0}',
  '.button{padding:1px;color:var(--ifm-color-primary)}',
  '.button:not(.button--outline){border:0}',
  '.pills{display:flex;gap:var(--ifm-gap)}',
  '.pills__item,.button--block{width:100%}',
  '@media (min-width:997px){.pagination-nav{display:grid}}',
  '@keyframes spin{from{opacity:0}to{opacity:1}}',
].join('\n');

const used = new Set(['button', 'button--block']);
const purge = (file: string) =>
  postcss([infimaPurge(used, new Set([...used, '--ifm-theme-reads']))]).process(css, {from: file}).css;

describe('Infima purge', () => {
  it('keeps element rules, used classes and :not() guards; drops unused selectors and emptied at-rules', () => {
    const out = purge(INFIMA);
    expect(out).toContain(':root{--ifm-color-primary:#f00;--ifm-theme-reads:3px}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.button{padding:1px;color:var(--ifm-color-primary)}');
    expect(out).toContain('.button:not(.button--outline){border:0}');
    expect(out).toContain('.button--block{width:100%}');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('pills');
    expect(out).not.toContain('pagination-nav');
    expect(out).not.toContain('@media');
  });

  it('drops custom properties nothing reads, also those read only by a removed rule', () => {
    const out = purge(INFIMA);
    expect(out).not.toContain('--ifm-unread');
    expect(out).not.toContain('--ifm-gap');
  });

  it('purges inside the cascade layer Docusaurus wraps Infima in first (it moves nodes without re-parenting them)', () => {
    const wrap = PostCssPluginWrapInLayer({layers: {'docusaurus.infima': (file: string) => file.includes('/infima/')}});
    const out = postcss([wrap, infimaPurge(used)]).process(css, {from: INFIMA}).css;
    expect(out).toMatch(/^@layer docusaurus\.infima\s*\{/);
    expect(out).toContain('.button{padding:1px;color:var(--ifm-color-primary)}');
    expect(out).toContain('.button--block{width:100%}');
    expect(out).not.toContain('pills');
    expect(out).not.toContain('pagination-nav');
    expect(out).not.toContain('@media');
  });

  it('leaves every other stylesheet untouched', () => {
    expect(purge('/site/src/css/custom.css')).toBe(css);
  });

  it('needs every class of a compound selector, none inside :not()', () => {
    expect(requiredClasses('.navbar .dropdown:not(.dropdown--hoverable):hover > a.menu__link')).toEqual([
      'navbar',
      'dropdown',
      'menu__link',
    ]);
  });
});

describe('sourceTokens', () => {
  it('reads the words of the source folders, leaving out the skipped ones', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tokens-'));
    mkdirSync(path.join(root, 'site/admin'), {recursive: true});
    writeFileSync(path.join(root, 'site/page.tsx'), 'className="card hero"');
    writeFileSync(path.join(root, 'site/admin/editor.ts'), "role = 'alert'");
    const tokens = sourceTokens([path.join(root, 'site')], [path.join(root, 'site/admin')]);
    expect([tokens.has('card'), tokens.has('hero'), tokens.has('alert')]).toEqual([true, true, false]);
    expect(sourceTokens([path.join(root, 'site')]).has('alert')).toBe(true);
  });
});

describe('withoutLocalClassNames', () => {
  it("drops a CSS module's class names (local, renamed by the build) and keeps everything else", () => {
    const component = [
      "import styles from './styles.module.css';",
      "import cards from '../cards.module.css';",
      'const a = <footer className={clsx(styles.footer, cards["hero"], "button")} />;',
    ].join('\n');
    const text = withoutLocalClassNames('Footer.tsx', component);
    expect(text).not.toContain('styles.footer');
    expect(text).not.toContain('hero');
    expect(text).toContain('"button"');
  });

  it("keeps only a CSS module's :global() selectors", () => {
    const css = ".footer { color: red }\n:global(html:not([data-has-hydrated='true'])) .menu > .trigger {}";
    expect(withoutLocalClassNames('styles.module.css', css)).toBe("html:not([data-has-hydrated='true'])");
    expect(withoutLocalClassNames('custom.css', '.navbar{}')).toBe('.navbar{}');
  });
});

describe("Infima's dark mode on a dark-only site", () => {
  const themed = [
    ':root{--ifm-color-scheme:light;--ifm-color-emphasis-300:#dadde1;--ifm-link-color:#00f}',
    "html[data-theme='dark']{--ifm-color-scheme:dark;--ifm-color-emphasis-300:#444950;--ifm-dark-only:1px}",
    '.button{color:var(--ifm-color-emphasis-300);border-color:var(--ifm-dark-only);background:var(--ifm-link-color)}',
  ].join('\n');
  const run = (darkModeOnly: boolean, plugins: postcss.AcceptedPlugin[] = []) =>
    postcss([...plugins, infimaPurge(used, new Set([...used, '--ifm-color-scheme']), {darkModeOnly})]).process(themed, {
      from: INFIMA,
    }).css;

  it('folds the dark values into :root and drops the dark rule, so the page has its colours before any script', () => {
    const out = run(true);
    expect(out).toContain(
      ':root{--ifm-color-scheme:dark;--ifm-color-emphasis-300:#444950;--ifm-link-color:#00f;--ifm-dark-only:1px}',
    );
    expect(out).not.toContain('data-theme');
  });

  it('does the same inside the cascade layer Docusaurus wraps Infima in', () => {
    const wrap = PostCssPluginWrapInLayer({layers: {'docusaurus.infima': (file: string) => file.includes('/infima/')}});
    const out = run(true, [wrap]);
    expect(out).toContain('--ifm-color-emphasis-300:#444950');
    expect(out).not.toContain('data-theme');
  });

  it('leaves both modes alone on a site with a light mode', () => {
    const out = run(false);
    expect(out).toContain('--ifm-color-emphasis-300:#dadde1');
    expect(out).toContain("html[data-theme='dark']{");
  });

  it("reads the site's colour-mode settings: dark only when the switch is off and the system's choice ignored", () => {
    const site = (colorMode: Record<string, unknown>) => ({siteConfig: {themeConfig: {colorMode}}}) as never;
    expect(isDarkModeOnly(site({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false}))).toBe(
      true,
    );
    expect(isDarkModeOnly(site({defaultMode: 'dark', disableSwitch: false}))).toBe(false);
    expect(isDarkModeOnly(site({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true}))).toBe(
      false,
    );
    expect(isDarkModeOnly(site({defaultMode: 'light', disableSwitch: true}))).toBe(false);
  });
});

describe('the words the purge reads', () => {
  it("leaves out scripts' and stylesheets' comments, which name classes in prose", () => {
    const script = [
      '/** The card under the hero image. */',
      "const link = 'https://example.com/x'; // the footer's tabs",
      "export const className = 'button';",
    ].join('\n');
    const words = withoutComments('Card.tsx', script).split(/[^\w-]+/);
    expect(words).toEqual(expect.arrayContaining(['button', 'https', 'example', 'x']));
    for (const prose of ['card', 'hero', 'footer', 'tabs']) expect(words).not.toContain(prose);
    expect(withoutComments('a.module.css', '/* .badge */ .x{}')).toBe('  .x{}');
  });

  it("keeps a page's text whole: MDX prose and JSX comments are content, not code", () => {
    const page = '{/* a card */}\nA <span className="badge">jelvény</span> // nem megjegyzés';
    expect(withoutComments('page.mdx', page)).toBe(page);
  });
});
