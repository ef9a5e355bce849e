import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import {resetDownloadLinkClient} from '@site/src/components/download/useDownloadLink';
import CtaLink, {isDownloadPagePath} from '@site/src/components/home/CtaLink';
import FeaturedTournaments from '@site/src/components/home/FeaturedTournaments';
import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {USER_AGENTS} from '../../fixtures/userAgents';
import {mockHistory} from '../../mocks/docusaurus/router';
import type * as VisitorMock from '../download/visitorMock';
import {visitor, type VisitorSnapshot} from '../download/visitorMock';

/**
 * A page CTA to the download page is a Download control. It must use the one mechanism
 * (DownloadButton / useDownloadLink): `/download/` in the static HTML, upgraded after hydration, sent
 * home while downloads are blocked; other CTAs stay plain links.
 */
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('../download/visitorMock').visitorContextMock,
);

const INSTALLER_BASE = 'https://installer.example.com/gg/';

function windowsContext(overrides: Partial<VisitorSnapshot> = {}): VisitorSnapshot {
  return {
    runtimeConfig: {...RUNTIME_CONFIG_DEFAULTS, desktopInstallerBaseUrl: INSTALLER_BASE},
    runtimeConfigStatus: 'remote',
    geo: {country: 'HU', region: null, whitelisted: false},
    geoReady: true,
    device: getDeviceInfo(USER_AGENTS.windows, {width: 1440}),
    downloadBlocked: false,
    ...overrides,
  };
}

beforeEach(() => {
  resetDownloadLinkClient();
  window.sessionStorage.clear();
  Object.defineProperty(window.navigator, 'userAgent', {value: USER_AGENTS.windows, configurable: true});
  mockHistory.push.mockReset();
  visitor.current = windowsContext();
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

  it('to the download page: upgraded after hydration like every Download control', async () => {
    render(
      <CtaLink to="/download/" variant="secondary">
        Letöltés
      </CtaLink>,
    );
    // An external link renders a plain <a> in place of the Link: query again after the upgrade.
    const cta = () => screen.getByRole('link', {name: 'Letöltés'});
    await waitFor(() =>
      expect(cta()).toHaveAttribute('href', expect.stringMatching(/^https:\/\/installer\.example\.com\/gg\//)),
    );
    const link = cta();
    expect(link).toHaveAttribute('data-download-source', 'installer');
    expect(link).toHaveClass('cta', 'secondary');
  });

  it('to the download page: while downloads are blocked it leads home and a click goes home', async () => {
    visitor.current = windowsContext({downloadBlocked: true});
    render(<CtaLink to="/download/">Letöltés</CtaLink>);
    const link = screen.getByRole('link', {name: 'Letöltés'});
    await waitFor(() => expect(link).toHaveAttribute('href', '/'));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(mockHistory.push).toHaveBeenCalledWith('/');
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
