import {existsSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Image} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {SITE_ROOT} from '../../../site/paths';
import {findingAt, pageRule} from '../../../src/lib/check/context';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {imageSizeIssue} from '../../../src/lib/imageRules';
import {evaluateAttributes} from '../../../src/lib/mdxProps/jsxProps';

/** Images (Markdown `![alt](src)` and JSX `<img>`): a describing alt text, an existing file, a sensible size. */
export const imagesRule = pageRule('images', (context, page) => {
  const {tree} = page.document;
  if (!tree) return [];
  const images: {src?: unknown; alt?: unknown; at: {line: number; column: number}}[] = [];
  visit(tree, ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const image = node as Image | MdxJsxFlowElement | MdxJsxTextElement;
    const at = {line: image.position?.start.line ?? 1, column: image.position?.start.column ?? 1};
    if (image.type === 'image') images.push({src: image.url, alt: image.alt, at});
    else if (image.name === 'img') images.push({...evaluateAttributes(image.attributes), at});
  });
  const findings = [];
  for (const {src, alt, at} of images) {
    if (typeof alt !== 'string' || alt.trim() === '') {
      findings.push(findingAt(context, 'images', at, ruleTexts.images.noAlt, ruleTexts.images.noAltFix));
    }
    if (typeof src !== 'string' || /^https?:/.test(src)) continue;
    const file = src.startsWith('/')
      ? path.join(SITE_ROOT, 'static', src)
      : path.join(path.dirname(path.join(SITE_ROOT, context.file)), src);
    if (!existsSync(file)) {
      findings.push(findingAt(context, 'images', at, ruleTexts.images.missing(src), ruleTexts.images.missingFix));
      continue;
    }
    const tooLarge = imageSizeIssue(statSync(file).size);
    if (tooLarge) findings.push(findingAt(context, 'images', at, tooLarge.message, tooLarge.fix));
  }
  return findings;
});
