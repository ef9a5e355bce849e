import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {CONTENT_DIR} from '../../site/paths';
import {region} from '../../src/data/region';
import {fontAlphabet} from '../../src/lib/fontAlphabet';
import {builtPageTexts, charactersOutside, describeOutside} from './coverage';
import {unshippedFamilies} from './cssFamilies';
import {type FontStyle, siteFontSubset} from './subset';

/**
 * The site's web font, made for the region being built: Inter cut to the region's alphabet, one file per style,
 * written where the stylesheet (src/css/tokens.css) reads it before the bundler runs. After the build, two
 * checks stop it when a visitor would see a face the site does not ship (`checkBuiltFaces`).
 */

/** Where the subset files go (git-ignored); tokens.css names them. */
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

/** Every stylesheet of the build, joined. */
export async function builtCss(outDir: string): Promise<string> {
  const dir = path.join(outDir, 'assets', 'css');
  const files = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.css'));
  return (await Promise.all(files.map((name) => fs.readFile(path.join(dir, name), 'utf8')))).join('\n');
}

/**
 * The two checks on a finished build: every character of the pages the build rendered (`pages`, the editor's
 * is not one) and of code.json is in the alphabet, and every stylesheet rule starts with a shipped face. Called by
 * the post-build pipeline (plugins/post-build) once the pages are written for the last time.
 */
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
