/** @jest-environment jsdom */
import {render} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import CtaLink, {isDownloadPagePath, SectionCta} from '@site/src/components/home/CtaLink';
import FeaturedTournaments from '@site/src/components/home/FeaturedTournaments';
import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {USER_AGENTS} from '../../fixtures/userAgents';
import type * as VisitorMock from '../download/visitorMock';
import {visitor} from '../download/visitorMock';

/**
 * A page CTA to the download page is a Download control: it renders the one DownloadButton, so it links to
 * `/download/` in the static HTML and is upgraded and blocked like every Download control (tests/e2e/download.spec.ts
 * reads every control of the home page); other CTAs stay plain links.
 */
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('../download/visitorMock').visitorContextMock,
);

// A visitor whose device has a direct link: the static HTML still names the download page.
beforeEach(() => {
  visitor.current = {
    runtimeConfig: {...RUNTIME_CONFIG_DEFAULTS, desktopInstallerBaseUrl: 'https://installer.example.com/gg/'},
    runtimeConfigStatus: 'remote',
    geo: {country: 'HU', region: null, whitelisted: false},
    geoReady: true,
    device: getDeviceInfo(USER_AGENTS.windows, {width: 1440}),
    downloadBlocked: false,
  };
});

describe('isDownloadPagePath', () => {
  it.each([
    ['/download/', true],
    ['/download', true],
    ['/download/x/', false],
    ['/downloads/', false],
    ['/', false],
    ['/poker-games/', false],
  ])('%s → %s', (path, expected) => {
    expect(isDownloadPagePath(path)).toBe(expected);
  });
});

describe('CtaLink', () => {
  it('to the download page: the Download control in the static HTML, with the CTA look', () => {
    const html = renderToString(<CtaLink to="/download/">Töltsd le ingyen</CtaLink>);
    expect(html).toMatch(/href="\/download\/"/);
    expect(html).toContain('data-download-button=""');
    expect(html).toContain('data-download-source="page"');
    // The CTA's own classes, none of DownloadButton's button styles (CSS modules are identity-mapped).
    expect(html).toMatch(/class="cta primary"/);
  });

  it('to any other page: a plain link, outside the download mechanism', () => {
    const html = renderToString(
      <CtaLink to="/poker-games/" variant="secondary">
        A pókerjátékok
      </CtaLink>,
    );
    expect(html).toMatch(/href="\/poker-games\/"/);
    expect(html).not.toContain('data-download-button');
    expect(html).toMatch(/class="cta secondary"/);
  });
});

describe('SectionCta', () => {
  it("shows the button with its text, route and the section's class", () => {
    const html = renderToString(<SectionCta label="Versenyek" to="/poker-games/" className="actions" />);
    expect(html).toMatch(/^<a [^>]*href="\/poker-games\/"[^>]*>Versenyek<\/a>$/);
    expect(html).toMatch(/class="cta primary actions"/);
  });

  // A writer who gives only one of the two gets no half-made button, and the section stays whole.
  it.each([
    ['only a text', {label: 'Versenyek'}],
    ['only a route', {to: '/poker-games/'}],
    ['an empty text', {label: '', to: '/poker-games/'}],
  ])('with %s: nothing', (_case, props) => {
    expect(renderToString(<SectionCta {...props} />)).toBe('');
  });
});

describe('home sections', () => {
  it('FeaturedTournaments: a card link to the download page is a Download control', () => {
    const html = renderToString(
      <FeaturedTournaments
        title="Versenyek"
        items={[
          {title: 'A', text: 'a', to: '/poker-games/', linkLabel: 'A formátumokról'},
          {title: 'B', text: 'b', to: '/download/', linkLabel: 'Letöltés és nevezés'},
        ]}
      />,
    );
    const {container} = render(<div dangerouslySetInnerHTML={{__html: html}} />);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('data-download-button')])).toEqual([
      ['A formátumokról', '/poker-games/', false],
      ['Letöltés és nevezés', '/download/', true],
    ]);
  });
});
