import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import CanonicalLink from '@site/src/components/visitor/CanonicalLink';

// The shared stand-in renders nothing; here the head tags are rendered in place to read them.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children?: ReactNode}) => children,
}));

function tagsOf(pathname: string): string {
  return renderToStaticMarkup(<CanonicalLink pathname={pathname} />);
}

describe('CanonicalLink', () => {
  it.each([
    ['/', 'https://www.ggpoker.hu/'],
    ['/download/', 'https://www.ggpoker.hu/download/'],
    ['/poker-school/poker-terms/', 'https://www.ggpoker.hu/poker-school/poker-terms/'],
    ['/about-us', 'https://www.ggpoker.hu/about-us/'],
  ])('%s → one canonical link and og:url naming %s', (pathname, expected) => {
    const html = tagsOf(pathname);
    expect(html).toBe(`<link rel="canonical" href="${expected}"/><meta property="og:url" content="${expected}"/>`);
  });

  it('depends on the given path only (no query, hash or visitor state)', () => {
    expect(tagsOf('/funds/?embedded=1#x')).toBe(tagsOf('/funds/'));
  });
});
