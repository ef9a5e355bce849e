import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin';
import postcss from 'postcss';

import {infimaPropertiesIn, infimaPurge} from '@site/plugins/lean-bundle/infimaPurge';

const INFIMA = '/site/node_modules/infima/dist/css/default/default.css';
const css = [
  ':root{--ifm-color-primary:#f00;--ifm-gap:2px;--ifm-site-reads:3px;--ifm-unread:4px}',
  "html[data-theme='dark']{--ifm-color-primary:#0f0}",
  'body{margin:0}',
  'strong{font-weight:700}',
  '.button{padding:1px;color:var(--ifm-color-primary)}',
  '.button:not(.button--outline){border:0}',
  "img[align='right']{float:right}",
  '.card{display:flex}',
  '.pills{display:flex;gap:var(--ifm-gap)}',
  '.pills__item,.button--block{width:100%}',
  '@media (min-width:997px){.pagination-nav{display:grid}}',
  '@keyframes spin{from{opacity:0}to{opacity:1}}',
].join('\n');

/** A site: a page that uses `button--block`, a skipped folder that names `card`, a stylesheet that reads a property. */
function site(): {content: string[]; skipped: string[]} {
  const root = mkdtempSync(path.join(os.tmpdir(), 'purge-'));
  mkdirSync(path.join(root, 'src/admin'), {recursive: true});
  writeFileSync(path.join(root, 'src/Page.tsx'), 'export const Page = () => <a className="button button--block" />;');
  writeFileSync(path.join(root, 'src/admin/Editor.tsx'), 'export const Editor = () => <div className="card" />;');
  writeFileSync(path.join(root, 'src/tokens.css'), ':root{--x:var(--ifm-site-reads)}');
  return {content: [path.join(root, 'src')], skipped: [path.join(root, 'src/admin')]};
}

async function purged(file = INFIMA, before: postcss.AcceptedPlugin[] = [], after: postcss.AcceptedPlugin[] = []) {
  const {content, skipped} = site();
  const purge = infimaPurge({content, skipped, readProperties: infimaPropertiesIn(content)});
  return (await postcss([...before, purge, ...after]).process(css, {from: file})).css;
}

describe('Infima purge (PurgeCSS)', () => {
  it('keeps the classes a source names or the theme renders, elements, and :not() guards; drops the rest', async () => {
    const out = await purged();
    expect(out).toContain('.button{padding:1px;color:var(--ifm-color-primary)}');
    expect(out).toContain('.button:not(.button--outline){border:0}');
    expect(out).toContain('.button--block{width:100%}');
    expect(out).toContain("img[align='right']{float:right}");
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('strong{font-weight:700}');
    expect(out).toContain("html[data-theme='dark']{--ifm-color-primary:#0f0}");
    expect(out).toContain('@keyframes spin');
    for (const unused of ['pills', 'pagination-nav', '@media', '.card']) expect(out).not.toContain(unused);
  });

  it('keeps the custom properties a kept rule or another file reads, and drops the others', async () => {
    const out = await purged();
    expect(out).toContain('--ifm-color-primary:#f00');
    expect(out).toContain('--ifm-site-reads:3px');
    expect(out).not.toContain('--ifm-gap');
    expect(out).not.toContain('--ifm-unread');
  });

  it('purges Infima first, then Docusaurus wraps what is left in its cascade layer', async () => {
    const wrap = PostCssPluginWrapInLayer({layers: {'docusaurus.infima': (file: string) => file.includes('/infima/')}});
    const out = await purged(INFIMA, [], [wrap]);
    expect(out).toMatch(/^@layer docusaurus\.infima\s*\{/);
    expect(out).toContain('.button--block{width:100%}');
    for (const unused of ['pills', 'pagination-nav', '.card']) expect(out).not.toContain(unused);
  });

  it('leaves every other stylesheet untouched', async () => {
    expect(await purged('/site/src/css/custom.css')).toBe(css);
  });

  it("keeps every rule of Infima's own stylesheet that needs no class (Markdown writes those elements)", async () => {
    const infima = require.resolve('infima/dist/css/default/default.css');
    const classless = (text: string) => {
      const selectors: string[] = [];
      postcss.parse(text).walkRules((rule) => {
        const inKeyframes =
          rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes');
        if (!inKeyframes) selectors.push(...rule.selectors.filter((selector) => !/\.[A-Za-z_-]/.test(selector)));
      });
      return selectors;
    };
    const source = readFileSync(infima, 'utf8');
    const purge = infimaPurge({content: [], skipped: [], readProperties: []});
    const out = (await postcss([purge]).process(source, {from: infima})).css;
    expect(classless(out)).toEqual(classless(source));
  });
});

describe('infimaPropertiesIn', () => {
  it("names Infima's custom properties in scripts and stylesheets, not in node_modules or other files", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'props-'));
    mkdirSync(path.join(root, 'a/node_modules/x'), {recursive: true});
    writeFileSync(path.join(root, 'a/styles.module.css'), '.x{color:var(--ifm-color-emphasis-700)}');
    writeFileSync(path.join(root, 'a/Nav.tsx'), "el.style.getPropertyValue('--ifm-navbar-height');");
    writeFileSync(path.join(root, 'a/notes.md'), '--ifm-in-prose');
    writeFileSync(path.join(root, 'a/node_modules/x/index.js'), '--ifm-in-a-package');
    expect(infimaPropertiesIn([path.join(root, 'a')])).toEqual(['--ifm-color-emphasis-700', '--ifm-navbar-height']);
  });
});
