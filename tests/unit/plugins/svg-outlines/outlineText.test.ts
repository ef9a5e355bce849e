import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Font} from 'fontkit';

import {interInstances} from '@site/plugins/site-font/subset';
import {textLeftIn, writeOutlinedDrawings} from '@site/plugins/svg-outlines';
import {outlineSvgText, SvgTextError} from '@site/plugins/svg-outlines/outlineText';

let fonts: Map<number, Font>;
const fontAt = (weight: number): Font => {
  const font = fonts.get(weight);
  if (!font) throw new Error(`no weight ${weight}`);
  return font;
};

beforeAll(async () => {
  fonts = await interInstances('normal', [400, 700], 'GGPÓKERMAGYARORSZÁGőű 18+');
});

const drawing = (text: string, {title = '<title>Logó</title>', width = 180} = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48">${title}<rect width="10" height="10"/>${text}</svg>`;

describe('a drawing’s words as outlines of the site’s font', () => {
  it('replaces each <text> by a group of paths with its paint, keeping the rest of the drawing', () => {
    const svg = drawing(
      '<text x="50" y="31" font-family="Inter Variable" font-weight="700" font-size="24" letter-spacing=".5" fill="#d30000" opacity=".9">GG<tspan fill="#ffffff">POKER</tspan></text>',
    );
    const out = outlineSvgText(svg, fontAt);
    expect(out).not.toMatch(/<text|<tspan|font-family/);
    expect(out).toContain('<title>Logó</title>');
    expect(out).toContain('<rect width="10" height="10"/>');
    expect(out).toMatch(/<g fill="#d30000" opacity="\.9"><path d="M[^"]+"\/><path fill="#ffffff" d="M[^"]+"\/><\/g>/);
  });

  it('draws the same words the same way, and a wider weight wider', () => {
    const at = (weight: number) =>
      outlineSvgText(
        drawing(`<text x="2" y="31" font-family="Inter Variable" font-size="20" font-weight="${weight}">PÓKER</text>`),
        fontAt,
      );
    expect(at(700)).toBe(at(700));
    expect(at(700)).not.toBe(at(400));
  });

  it('centres on x with text-anchor="middle"', () => {
    const out = outlineSvgText(
      drawing('<text x="90" y="31" font-family="Inter Variable" font-size="20" text-anchor="middle">18+</text>'),
      fontAt,
    );
    const xs = [...out.matchAll(/M(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThan(70);
    expect(Math.min(...xs)).toBeLessThan(90);
  });

  it.each([
    ['another face', '<text x="2" y="30" font-family="Arial" font-size="10">GG</text>', /font-family="Arial"/],
    ['a positioned <tspan>', '<text x="2" y="30" font-size="10">G<tspan dy="2">G</tspan></text>', /tspan dy/],
    ['a letter the font lacks', '<text x="2" y="30" font-size="10">G♠</text>', /no “♠”/],
    [
      'words running out of the drawing',
      '<text x="150" y="31" font-size="24">GGPOKER</text>',
      /run out of the drawing/,
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => outlineSvgText(drawing(text), fontAt)).toThrow(SvgTextError);
    expect(() => outlineSvgText(drawing(text), fontAt)).toThrow(message);
  });

  it('refuses words in a drawing without a <title>: the name it keeps once the words are shapes', () => {
    expect(() => outlineSvgText(drawing('<text x="2" y="30" font-size="10">GG</text>', {title: ''}), fontAt)).toThrow(
      /needs a <title>/,
    );
  });
});

describe('the static folders’ drawings', () => {
  it('outlines every drawing with words (the first folder wins), and a build check finds any <text> left', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'outline-'));
    const [regionDir, sharedDir, outDir] = ['region', 'shared', 'out'].map((name) => path.join(root, name));
    mkdirSync(path.join(regionDir, 'img'), {recursive: true});
    mkdirSync(path.join(sharedDir, 'img'), {recursive: true});
    const word = (text: string) =>
      drawing(`<text x="2" y="30" font-family="Inter Variable" font-size="10">${text}</text>`);
    writeFileSync(path.join(regionDir, 'img', 'logo.svg'), word('GG'));
    writeFileSync(path.join(sharedDir, 'img', 'logo.svg'), word('18+'));
    writeFileSync(path.join(sharedDir, 'img', 'plain.svg'), drawing(''));
    expect(await writeOutlinedDrawings([regionDir, sharedDir], outDir)).toBe(1);
    const logo = readFileSync(path.join(outDir, 'img', 'logo.svg'), 'utf8');
    expect(logo).toBe(outlineSvgText(word('GG'), fontAt));
    expect(await textLeftIn(outDir)).toEqual([]);
    expect(await textLeftIn(sharedDir)).toEqual([path.join('img', 'logo.svg')]);
  });
});
