/**
 * The editor's page preview: the site's stylesheet and the preview's own boxes in the preview frame, and the
 * page template (`pagePreview.ts`) for every page. Decap picks a files collection's template by the file's
 * entry name, so it is registered once per page.
 */
import type {DecapCms} from '../decapApi';
import {pagePreview} from './pagePreview';
import {PREVIEW_CSS} from './previewCss';
import type {H} from './renderMdx';

export interface PreviewSetup {
  /** the built site's stylesheet (an address relative to the admin page); none on the dev server */
  stylesheet: string | null;
  /** the entry names of the pages collection's files */
  pageNames: readonly string[];
}

export function registerPagePreview(cms: DecapCms, h: H, {stylesheet, pageNames}: PreviewSetup): void {
  // An absolute address: the preview frame is a `srcdoc` document.
  if (stylesheet) cms.registerPreviewStyle(new URL(stylesheet, document.baseURI).href);
  cms.registerPreviewStyle(PREVIEW_CSS, {raw: true});
  const template = pagePreview(h);
  for (const name of pageNames) cms.registerPreviewTemplate(name, template);
}
