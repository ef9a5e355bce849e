/**
 * The preview of a page in the editor: the page as the site draws it (its text in the site's own markup,
 * styled by the site's stylesheet, `previewStyles.ts`), with the front matter's title and description above it
 * as a browser tab and a search result show them. The title is also the page's heading when its text has none
 * of its own (`# …`); every page of the site has one, and the site shows that one.
 * A text that is not valid MDX shows where and why instead, since the site could not build it either.
 */
import {previewTexts} from '../locale/previewTexts';
import {type MdxNode, parseBody, type ParsedBody} from './mdxBody';
import {type H, renderMdx} from './renderMdx';

/** The props of a preview template this one reads: the entry being edited (an Immutable.js map). */
export interface PreviewProps {
  entry: {getIn: (path: string[]) => unknown};
}

const PREVIEW_META_CLASS = 'admin-preview-meta';
const PREVIEW_ERROR_CLASS = 'admin-preview-error';

function text(props: PreviewProps, field: string): string {
  const value = props.entry.getIn(['data', field]);
  return typeof value === 'string' ? value : '';
}

function hasOwnHeading(nodes: readonly MdxNode[]): boolean {
  return nodes.some((node) => node.type === 'heading' && node.depth === 1);
}

function searchResult(h: H, title: string, description: string): unknown {
  return h(
    'header',
    {className: PREVIEW_META_CLASS, 'aria-label': previewTexts.meta},
    h('p', {className: `${PREVIEW_META_CLASS}__title`}, title || previewTexts.noTitle),
    description ? h('p', {className: `${PREVIEW_META_CLASS}__description`}, description) : null,
  );
}

function parseError(h: H, parsed: Extract<ParsedBody, {ok: false}>): unknown {
  const where = previewTexts.place(parsed.line, parsed.column);
  return h(
    'div',
    {className: PREVIEW_ERROR_CLASS, role: 'alert'},
    h('p', null, h('strong', null, previewTexts.invalid(where, parsed.reason))),
    h('p', null, previewTexts.invalidAdvice(parsed.advice)),
  );
}

/** The page preview, a function component on Decap's React (`h`). Parses only when the text changed. */
export function pagePreview(h: H): (props: PreviewProps) => unknown {
  let last: {body: string; parsed: ParsedBody} | undefined;
  return function PagePreview(props: PreviewProps) {
    const [title, description, body] = [text(props, 'title'), text(props, 'description'), text(props, 'body')];
    if (last?.body !== body) last = {body, parsed: parseBody(body)};
    const {parsed} = last;
    const heading = parsed.ok && hasOwnHeading(parsed.nodes) ? null : h('h1', null, title);
    const content = parsed.ok ? renderMdx(parsed.nodes, h) : [parseError(h, parsed)];
    // The site's page wrappers (Docusaurus's MDX page), so the site's layout rules apply as they do there.
    return h(
      'div',
      {className: 'main-wrapper'},
      searchResult(h, title, description),
      h(
        'main',
        {className: 'container container--fluid margin-vert--lg'},
        h('div', {className: 'row'}, h('div', {className: 'col col--8'}, h('article', null, heading, ...content))),
      ),
    );
  };
}
