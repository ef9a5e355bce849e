import type {Font} from 'fontkit';
import {optimize} from 'svgo';
import type {XastChild, XastElement, XastParent} from 'svgo/lib/types';

import {SITE_FONT_FAMILY} from '../site-font/subset';

/**
 * A drawing shown through `<img>` cannot use the page's web font: the visitor's system picks a face for its
 * `<text>`, and where Arial is missing the logo read "GGPOKEF". So the words of a drawing stay text in the source
 * (a writer edits them as words), and the build draws each one as outlines of the site's own font.
 *
 * What a `<text>` may carry: `x`, `y`, `font-size`, `font-weight`, `letter-spacing`, `text-anchor` and the
 * site's family; any other attribute (fill, transform, opacity…) passes to the group that replaces it. A
 * `<tspan>` may change the paint or the weight, not the position. Anything else stops the build with the file's
 * name, so a drawing is never silently drawn differently from its source.
 */

/** The site's font at one weight, shaped by fontkit (kerning included). */
export type FontAtWeight = (weight: number) => Font;

const TEXT_LAYOUT_ATTRIBUTES = new Set('x y font-size font-weight font-family letter-spacing text-anchor'.split(' '));
const SPAN_POSITION_ATTRIBUTES = ['x', 'y', 'dx', 'dy', 'rotate', 'textLength'];

interface Run {
  text: string;
  weight: number;
  paint: Record<string, string>;
}

export class SvgTextError extends Error {}

/** An attribute's value, or undefined when the element has none. */
const attributeOf = (element: XastElement, name: string): string | undefined =>
  Object.hasOwn(element.attributes, name) ? element.attributes[name] : undefined;

function numberAttribute(element: XastElement, name: string, fallback?: number): number {
  const raw = attributeOf(element, name);
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (raw === undefined || !Number.isFinite(value))
    throw new SvgTextError(`<${element.name}> needs a number in ${name} (found ${raw ?? 'nothing'})`);
  return value;
}

/** A `font-weight` value as a number (`normal` is 400, `bold` 700). */
export function weightValue(raw: string): number {
  const weight = raw === 'normal' ? 400 : raw === 'bold' ? 700 : Number(raw);
  if (!Number.isFinite(weight)) throw new SvgTextError(`font-weight="${raw}" is not a weight`);
  return weight;
}

function weightOf(element: XastElement, inherited: number): number {
  const raw = attributeOf(element, 'font-weight');
  return raw === undefined ? inherited : weightValue(raw);
}

/** The runs of a `<text>`, white space handled as SVG does by default (newlines dropped, spaces collapsed). */
function runsOf(text: XastElement, weight: number): Run[] {
  const runs: Run[] = [];
  for (const child of text.children) {
    if (child.type === 'text') runs.push({text: child.value, weight, paint: {}});
    else if (child.type === 'element' && child.name === 'tspan') {
      const moved = SPAN_POSITION_ATTRIBUTES.find((name) => name in child.attributes);
      if (moved) throw new SvgTextError(`<tspan ${moved}> is not supported: give the words a <text> of their own`);
      if (child.children.some((grandchild) => grandchild.type !== 'text'))
        throw new SvgTextError('a <tspan> may hold only words');
      const {'font-weight': _weight, ...paint} = child.attributes;
      const value = child.children.map((grandchild) => (grandchild.type === 'text' ? grandchild.value : '')).join('');
      runs.push({text: value, weight: weightOf(child, weight), paint});
    } else if (child.type === 'element') throw new SvgTextError(`<${child.name}> inside <text> is not supported`);
  }
  // Leading and trailing spaces of the whole text go, and a space never follows another across runs.
  let before = '';
  for (const run of runs) {
    run.text = run.text.replace(/[\r\n]+/g, '').replace(/[\t ]+/g, ' ');
    if (before === '' || before.endsWith(' ')) run.text = run.text.replace(/^ /, '');
    before += run.text;
  }
  const last = runs.at(-1);
  if (last) last.text = last.text.replace(/ $/, '');
  return runs.filter((run) => run.text !== '');
}

const round = (value: number): string => String(Math.round(value * 100) / 100);

/** The span a drawing's letters or its view cover on one axis. */
type Span = [from: number, to: number];

/** One `<text>` as a group of paths, its words, and the spans its letters cover in the text's own coordinates. */
function outlineTextElement(text: XastElement, fontAt: FontAtWeight) {
  const family = attributeOf(text, 'font-family');
  if (family !== undefined && family.replace(/['"]/g, '').trim() !== SITE_FONT_FAMILY)
    throw new SvgTextError(
      `font-family="${family}": a drawing's words are drawn in the site's font; write font-family="${SITE_FONT_FAMILY}"`,
    );
  const x = numberAttribute(text, 'x');
  const y = numberAttribute(text, 'y');
  const size = numberAttribute(text, 'font-size');
  const spacing = numberAttribute(text, 'letter-spacing', 0);
  const anchor = attributeOf(text, 'text-anchor') ?? 'start';
  if (!['start', 'middle', 'end'].includes(anchor)) throw new SvgTextError(`text-anchor="${anchor}" is not supported`);

  const runs = runsOf(text, weightOf(text, 400));
  const shaped = runs.map((run) => {
    const font = fontAt(run.weight);
    const missing = Array.from(run.text).find((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    if (missing) throw new SvgTextError(`the site's font has no “${missing}” (in “${run.text}”)`);
    const layout = font.layout(run.text);
    const scale = size / font.unitsPerEm;
    const advance = layout.positions.reduce((sum, position) => sum + position.xAdvance * scale + spacing, 0);
    return {run, layout, scale, advance};
  });
  const width = shaped.reduce((sum, part) => sum + part.advance, 0);
  let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const [xs, ys]: number[][] = [[], []];

  const paths: XastChild[] = shaped.map(({run, layout, scale}) => {
    const pieces: string[] = [];
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index];
      const outline = glyph.path
        .scale(scale, -scale)
        .translate(pen + position.xOffset * scale, y - position.yOffset * scale);
      if (outline.commands.length > 0) {
        pieces.push(outline.toSVG());
        xs.push(outline.bbox.minX, outline.bbox.maxX);
        ys.push(outline.bbox.minY, outline.bbox.maxY);
      }
      pen += position.xAdvance * scale + spacing;
    });
    // fontkit writes numbers with up to two decimals already; a path per run keeps each run's own paint.
    return {type: 'element', name: 'path', attributes: {...run.paint, d: pieces.join('')}, children: []};
  });

  const kept = Object.fromEntries(
    Object.entries(text.attributes).filter(([name]) => !TEXT_LAYOUT_ATTRIBUTES.has(name)),
  );
  // No letter drawn: spans from Infinity to -Infinity, never out of the drawing.
  const spans = [xs, ys].map((all): Span => [Math.min(...all), Math.max(...all)]);
  const words = runs.map((run) => run.text).join('');
  return {group: {type: 'element', name: 'g', attributes: kept, children: paths} as XastElement, spans, words};
}

/** The drawing's spans on x and y, from its `viewBox` or else its `width` and `height`. */
function viewOf(svg: XastElement): Span[] | null {
  const box = attributeOf(svg, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [minX, minY, width, height] =
    box?.length === 4 && box.every(Number.isFinite)
      ? box
      : [0, 0, Number(svg.attributes.width), Number(svg.attributes.height)];
  const spans: Span[] = [
    [minX, minX + width],
    [minY, minY + height],
  ];
  return Number.isFinite(width) && Number.isFinite(height) ? spans : null;
}

const hasTitle = (svg: XastElement): boolean =>
  svg.children.some((child) => child.type === 'element' && child.name === 'title') || 'aria-label' in svg.attributes;

/**
 * The drawing with every `<text>` replaced by the outlines of its words. Throws `SvgTextError` for what it
 * cannot draw exactly: an unsupported attribute, a letter the font lacks, words that run out of the drawing
 * (the clipped logo), or a drawing with words but no `<title>` (its accessible name once the words are shapes).
 */
export function outlineSvgText(svg: string, fontAt: FontAtWeight): string {
  let root: XastElement | null = null;
  return optimize(svg, {
    plugins: [
      {
        name: 'outline-text',
        fn: () => ({
          element: {
            enter(node: XastElement, parent: XastParent) {
              if (node.name === 'svg' && !root) root = node;
              if (node.name !== 'text') return;
              if (root && !hasTitle(root))
                throw new SvgTextError('a drawing with words needs a <title>: its name once the words are shapes');
              const {group, spans, words} = outlineTextElement(node, fontAt);
              const view = root ? viewOf(root) : null;
              const moved = (parent.type === 'element' && parent.name !== 'svg') || 'transform' in node.attributes;
              // Only words placed directly on the drawing can be checked against its box (to half a unit).
              const out = ([from, to]: Span, axis: number) =>
                view && (from < view[axis][0] - 0.5 || to > view[axis][1] + 0.5);
              if (view && !moved && spans.some(out))
                throw new SvgTextError(
                  `the words “${words}” run out of the drawing (letters from x ${spans[0].map(round).join(' to ')}, y ${spans[1].map(round).join(' to ')}; the drawing is ${view[0].map(round).join('–')} by ${view[1].map(round).join('–')})`,
                );
              parent.children[parent.children.indexOf(node)] = group;
            },
          },
        }),
      },
      // The letters' outlines in SVGO's shortest path notation, to a hundredth of a unit (a drawing's unit is a
      // CSS pixel at its natural size): half of fontkit's plain output. A tenth visibly bent the small letters.
      {name: 'convertPathData', params: {floatPrecision: 2}},
    ],
  }).data;
}
