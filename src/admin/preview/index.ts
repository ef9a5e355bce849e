/**
 * The editor's previews: the site's stylesheet and the preview's own boxes in the preview frame, the page
 * template (`pagePreview.ts`) for every page and the card template (`entryPreview.ts`) for promotions and
 * tournaments. Decap picks a files collection's template by the file's entry name and a folder collection's by
 * the collection's name, in one namespace: `promotions` is both the /promotions/ page and the promotions
 * collection. So each name gets one template that looks at the entry's collection.
 */
import {COLLECTION_KINDS} from '../../lib/collections/types';
import type {DecapCms} from '../decapApi';
import {entryPreview, type EntryPreviewProps} from './entryPreview';
import {pagePreview, type PreviewProps} from './pagePreview';
import {PREVIEW_CSS} from './previewCss';
import type {H} from './renderMdx';

export interface PreviewSetup {
  /** the built site's stylesheet (an address relative to the admin page); none on the dev server */
  stylesheet: string | null;
  /** the entry names of the pages collection's files */
  pageNames: readonly string[];
}

type TemplateProps = PreviewProps & EntryPreviewProps;

/** The template for an entry of `collection`: the card for promotions and tournaments, else the page. */
export function previewFor(h: H): (props: TemplateProps) => unknown {
  const page = pagePreview(h);
  const entry = entryPreview(h);
  const cards: readonly unknown[] = COLLECTION_KINDS;
  return function Preview(props: TemplateProps) {
    return cards.includes(props.collection.get('name')) ? entry(props) : page(props);
  };
}

export function registerPagePreview(cms: DecapCms, h: H, {stylesheet, pageNames}: PreviewSetup): void {
  // An absolute address: the preview frame is a `srcdoc` document.
  if (stylesheet) cms.registerPreviewStyle(new URL(stylesheet, document.baseURI).href);
  cms.registerPreviewStyle(PREVIEW_CSS, {raw: true});
  const template = previewFor(h);
  for (const name of new Set([...pageNames, ...COLLECTION_KINDS])) cms.registerPreviewTemplate(name, template);
}
