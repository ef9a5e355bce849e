import postcss from 'postcss';

import {infimaPurge, requiredClasses} from '../../plugins/lean-bundle/infimaPurge';

const INFIMA = '/site/node_modules/infima/dist/css/default/default.css';
const css = [
  ':root{--ifm-color-primary:#f00}',
  'body{margin:0}',
  '.button{padding:1px}',
  '.button:not(.button--outline){border:0}',
  '.pills{display:flex}',
  '.pills__item,.button--block{width:100%}',
  '@media (min-width:997px){.pagination-nav{display:grid}}',
  '@keyframes spin{from{opacity:0}to{opacity:1}}',
].join('\n');

const purge = (file: string) =>
  postcss([infimaPurge(new Set(['button', 'button--block']))]).process(css, {from: file}).css;

describe('Infima purge', () => {
  it('keeps element rules, used classes and :not() guards; drops unused selectors and emptied at-rules', () => {
    const out = purge(INFIMA);
    expect(out).toContain(':root{--ifm-color-primary:#f00}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.button{padding:1px}');
    expect(out).toContain('.button:not(.button--outline){border:0}');
    expect(out).toContain('.button--block{width:100%}');
    expect(out).toContain('@keyframes spin');
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
