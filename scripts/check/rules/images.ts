import {existsSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Image} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {findingAt, pageRule} from '../../../src/lib/check/context';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {imageSizeIssue} from '../../../src/lib/imageRules';
import {evaluateAttributes} from '../../../src/lib/mdxProps/jsxProps';
import {ROOT, STATIC_DIRS} from '../site';

interface ImageAt {
  src: unknown;
  alt: unknown;
  line: number;
  column: number;
}

/** Images (Markdown `![alt](src)` and JSX `<img>`): a describing alt text, an existing file, a sensible size. */
export const imagesRule = pageRule('images', ruleTexts.images.title, (context, page) => {
  const {tree} = page.document;
  if (!tree) return [];
  const images: ImageAt[] = [];
  visit(tree, 'image', (node: Image) => {
    images.push({
      src: node.url,
      alt: node.alt,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    });
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (element.name !== 'img') return;
    const props = evaluateAttributes(element.attributes);
    images.push({
      src: props.src,
      alt: props.alt,
      line: element.position?.start.line ?? 1,
      column: element.position?.start.column ?? 1,
    });
  });
  const findings = [];
  for (const image of images) {
    const at = {line: image.line, column: image.column};
    if (typeof image.alt !== 'string' || image.alt.trim() === '') {
      findings.push(findingAt(context, 'images', at, ruleTexts.images.noAlt, ruleTexts.images.noAltFix));
    }
    if (typeof image.src !== 'string' || /^https?:/.test(image.src)) continue;
    const file = image.src.startsWith('/')
      ? STATIC_DIRS.map((dir) => path.join(dir, image.src as string)).find((candidate) => existsSync(candidate))
      : path.join(path.dirname(path.join(ROOT, context.file)), image.src);
    if (!file || !existsSync(file)) {
      findings.push(findingAt(context, 'images', at, ruleTexts.images.missing(image.src), ruleTexts.images.missingFix));
      continue;
    }
    const tooLarge = imageSizeIssue(statSync(file).size);
    if (tooLarge) findings.push(findingAt(context, 'images', at, tooLarge.message, tooLarge.fix));
  }
  return findings;
});
