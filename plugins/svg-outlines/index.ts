import {existsSync, mkdirSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {interInstances} from '../site-font/subset';
import {outlineSvgText, SvgTextError, weightValue} from './outlineText';

/**
 * Every drawing with words (`<text>`) in the site's static folders, drawn with its words as outlines of the site's
 * font into a folder of its own (`OUTLINED_DIR`), which docusaurus.config.ts lists before the others so the
 * outlined copy is the one served, in the build and on the dev server alike. After the build, no `.svg` of the
 * output may hold a `<text>` (`textLeftIn`).
 */

/** Where the outlined drawings go; git-ignored, rewritten at every start and build. */
export const OUTLINED_DIR = '.generated-drawings';

const hasText = (svg: string): boolean => /<text[\s>]/.test(svg);

async function svgFilesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A drawing's source, named for messages by its file. */
interface Drawing {
  name: string;
  svg: string;
}

/** The drawings with words, by site path; where two folders hold the same path the first listed wins. */
async function drawingsWithWords(staticDirs: readonly string[]): Promise<[string, Drawing][]> {
  const found = new Map<string, Drawing>();
  for (const dir of staticDirs) {
    for (const file of await svgFilesUnder(dir)) {
      const sitePath = path.relative(dir, file);
      const name = path.relative(process.cwd(), file);
      if (!found.has(sitePath)) found.set(sitePath, {name, svg: await fs.readFile(file, 'utf8')});
    }
  }
  return [...found].filter(([, {svg}]) => hasText(svg));
}

const weightsIn = (svg: string): number[] => [
  400,
  ...[...svg.matchAll(/font-weight="(\d+|bold|normal)"/g)].map((match) => weightValue(match[1])),
];

/** The text between tags: enough to choose the letters each font instance keeps. */
const lettersIn = (svg: string): string => svg.replace(/<[^>]*>/g, '');

/**
 * The drawings with their words outlined, in order (a drawing without words comes back as it is). One Inter
 * instance per weight serves them all: made once, it holds the letters of every drawing. What a drawing cannot
 * have (`outlineText.ts`) throws, naming the drawing.
 */
export async function outlineDrawings(drawings: readonly Drawing[]): Promise<string[]> {
  const withWords = drawings.map(({svg}) => svg).filter(hasText);
  if (withWords.length === 0) return drawings.map(({svg}) => svg);
  const fonts = await interInstances('normal', withWords.flatMap(weightsIn), withWords.map(lettersIn).join(''));
  const fontAt = (weight: number) => {
    const font = fonts.get(weight);
    if (!font) throw new SvgTextError(`no instance at weight ${weight}`);
    return font;
  };
  return drawings.map(({name, svg}) => {
    if (!hasText(svg)) return svg;
    try {
      return outlineSvgText(svg, fontAt);
    } catch (error) {
      if (error instanceof SvgTextError) throw new Error(`${name}: ${error.message}`);
      throw error;
    }
  });
}

/** Writes the outlined copy of each drawing with words; a drawing it cannot draw exactly stops the build. */
export async function writeOutlinedDrawings(staticDirs: readonly string[], outDir: string): Promise<number> {
  await fs.rm(outDir, {recursive: true, force: true});
  const drawings = await drawingsWithWords(staticDirs);
  const outlined = await outlineDrawings(drawings.map(([, drawing]) => drawing));
  for (const [index, [sitePath]] of drawings.entries()) {
    const target = path.join(outDir, sitePath);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, outlined[index]);
  }
  return drawings.length;
}

/** The `.svg` files of a build that still hold a `<text>` (relative paths). */
export async function textLeftIn(buildDir: string): Promise<string[]> {
  const left: string[] = [];
  for (const file of await svgFilesUnder(buildDir)) {
    if (hasText(await fs.readFile(file, 'utf8'))) left.push(path.relative(buildDir, file));
  }
  return left.sort();
}

export default function svgOutlinesPlugin(context: LoadContext): Plugin {
  const sources = context.siteConfig.staticDirectories
    .map((dir) => path.resolve(context.siteDir, dir))
    .filter((dir) => dir !== path.resolve(context.siteDir, OUTLINED_DIR));
  // The folder is a static directory of the site: it exists from the start, filled by loadContent.
  mkdirSync(path.join(context.siteDir, OUTLINED_DIR), {recursive: true});
  return {
    name: 'svg-outlines',
    getPathsToWatch() {
      return sources.map((dir) => path.join(dir, '**/*.svg'));
    },
    async loadContent() {
      await writeOutlinedDrawings(sources, path.join(context.siteDir, OUTLINED_DIR));
    },
    async postBuild({outDir}) {
      const left = await textLeftIn(outDir);
      if (left.length > 0)
        throw new Error(
          `Drawings with words the visitor's system would draw (<text> in the build): ${left.join(', ')}. ` +
            'plugins/svg-outlines draws the words of every static .svg; a drawing that reaches the build another way must be outlined too.',
        );
    },
  };
}
