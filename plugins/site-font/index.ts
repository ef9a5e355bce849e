import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {CONTENT_DIR} from '../../site/paths';
import {region} from '../../src/data/region';
import {fontAlphabet} from '../../src/lib/fontAlphabet';
import {builtPageTexts, charactersOutside, describeOutside} from './coverage';
import {unshippedFamilies} from './cssFamilies';
import {type FontStyle, siteFontSubset} from './subset';

/** The site's web font: Inter cut to the built region's alphabet, written before the bundler runs. */

/** Git-ignored; src/css/tokens.css names the files. */
const SITE_FONT_DIR = '.generated-font';

const STYLES: readonly FontStyle[] = ['normal', 'italic'];

async function appStrings(siteDir: string): Promise<{where: string; text: string}[]> {
  const file = path.join(siteDir, CONTENT_DIR, 'code.json');
  const messages = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {message: string}>;
  return Object.entries(messages).map(([id, {message}]) => ({
    where: `${CONTENT_DIR}/code.json (${id})`,
    text: message,
  }));
}

export async function builtCss(outDir: string): Promise<string> {
  const dir = path.join(outDir, 'assets', 'css');
  const files = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.css'));
  return (await Promise.all(files.map((name) => fs.readFile(path.join(dir, name), 'utf8')))).join('\n');
}

/** Every character of the rendered pages and code.json is in the alphabet; every rule starts with a shipped face. */
export async function checkBuiltFaces(outDir: string, siteDir: string, pages: readonly string[]): Promise<void> {
  const alphabet = fontAlphabet(region.texts.language);
  const texts = [...(await builtPageTexts(outDir, pages)), ...(await appStrings(siteDir))];
  const outside = charactersOutside(alphabet, texts);
  if (outside.size > 0)
    throw new Error(
      `Characters the site's font does not have (the visitor's system would draw them in another face):\n${describeOutside(outside)}\n` +
        'Write the usual character instead, or add it to src/lib/fontAlphabet.ts if Inter has it.',
    );
  const unshipped = unshippedFamilies(await builtCss(outDir));
  if (unshipped.length > 0)
    throw new Error(
      `Stylesheet rules drawn in a face the site does not ship:\n${unshipped.map((u) => `${u.selector} { font-family: ${u.family} … }`).join('\n')}\n` +
        'Use var(--site-font-family), or ship the face with an @font-face.',
    );
}

export default function siteFontPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-font',
    async loadContent() {
      const alphabet = fontAlphabet(region.texts.language);
      const dir = path.join(context.siteDir, SITE_FONT_DIR);
      await fs.mkdir(dir, {recursive: true});
      for (const style of STYLES)
        await fs.writeFile(path.join(dir, `inter-${style}.woff2`), await siteFontSubset(style, alphabet));
    },
  };
}
