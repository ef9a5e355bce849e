import type {Page} from '@playwright/test';

import {expect} from '../e2e/fixtures';

/**
 * The site looks the same whatever fonts a machine has: every glyph of the scene is drawn from a font the site
 * ships (a web font of its stylesheets), none from a font the browser found on the machine. Chromium tells which
 * fonts drew the text of each element (`CSS.getPlatformFontsForNode`); a word in a generic family, a form control
 * left on the system's font, a list bullet or a character the site's font lacks would each name a machine's font.
 * Read in the page the suite shoots, every scene of the suite, so no second browser draws the scene again.
 */

/** The fields of Chromium's DOM node (the protocol's `DOM.Node`) read here. */
interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

const TEXT_NODE = 3;

/** The elements with text of their own (a child text node that is not only spaces), and every pseudo-element. */
function drawingText(node: DomNode, out: DomNode[] = []): DomNode[] {
  const children = node.children ?? [];
  if (children.some((child) => child.nodeType === TEXT_NODE && child.nodeValue.trim() !== '')) out.push(node);
  out.push(...(node.pseudoElements ?? []));
  for (const child of [
    ...children,
    ...(node.shadowRoots ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ])
    drawingText(child, out);
  return out;
}

/** `<tag> "its text"`, for a finding a reader can look for in the page. */
function described(node: DomNode): string {
  const text = (node.children ?? [])
    .filter((child) => child.nodeType === TEXT_NODE)
    .map((child) => child.nodeValue.trim())
    .join(' ')
    .slice(0, 40);
  return `<${node.nodeName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
}

export async function expectOnlyShippedFonts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: -1, pierce: true});
    const nodes = drawingText(root);
    const fonts = await Promise.all(
      nodes.map(async (node) => {
        const {fonts: used} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId: node.nodeId});
        return {node, used};
      }),
    );
    // A scene that drew nothing would pass without a look.
    expect(fonts.filter(({used}) => used.length > 0).length, 'elements whose text was drawn').toBeGreaterThan(0);
    const machineFonts = fonts.flatMap(({node, used}) =>
      used.filter((font) => !font.isCustomFont).map((font) => `${described(node)}: ${font.familyName}`),
    );
    expect(machineFonts, 'text drawn with a font of the machine, not of the site').toEqual([]);
  } finally {
    await cdp.detach();
  }
}
