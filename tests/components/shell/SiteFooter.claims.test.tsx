/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import SiteFooter from '@site/src/components/shell/SiteFooter';
import type {ClaimSource} from '@site/src/data/claimSource';

import {award, badge, footerImages, SOURCE, withConfig} from './siteFooterSetup';

// The footer's banners, awards and trust marks: only the current locale's, only with a source, and each image
// loaded lazily at its size.
describe('SiteFooter', () => {
  it('shows banners only without a locale or for the current locale', () => {
    render(
      <SiteFooter
        config={withConfig({
          footerLicenses: [
            {
              kind: 'plain',
              width: 40,
              height: 40,
              label: 'FOOTER_LICENCE_ADULTS',
              imgPath: '/a.svg',
              url: '/responsible-gaming/',
              target: '_self',
            },
            {
              kind: 'plain',
              width: 40,
              height: 40,
              label: 'FOOTER_LICENCE_PLAYER_PROTECTION',
              imgPath: '/b.svg',
              url: '/responsible-gaming/',
              target: '_self',
              locale: 'en',
            },
          ],
          footerSites: [
            {
              kind: 'plain',
              width: 140,
              height: 40,
              label: 'FOOTER_SITE_GLOBAL',
              imgPath: '/c.svg',
              url: 'https://ggpoker.com/',
              target: '_blank',
              locale: 'hu',
            },
            {
              kind: 'plain',
              width: 120,
              height: 40,
              label: 'FOOTER_SITE_UK',
              imgPath: '/d.svg',
              url: 'https://ggpoker.co.uk/',
              target: '_blank',
              locale: 'en',
            },
          ],
          footerAwards: [award('GERMAN_AWARD', {locale: 'de'}), award('EVERY_LOCALE_AWARD')],
        })}
      />,
    );
    expect(screen.getByAltText('Csak nagykorúaknak (18+)')).toBeInTheDocument();
    expect(screen.queryByAltText(/Játékosvédelem/)).toBeNull();
    expect(screen.getByAltText(/GGPoker – globális oldal/)).toBeInTheDocument();
    expect(screen.queryByAltText(/Egyesült Királyság/)).toBeNull();
    expect(screen.queryByAltText(/GERMAN_AWARD/)).toBeNull();
    expect(screen.getByAltText('EVERY_LOCALE_AWARD (Díjazó Szervezet, 2024)')).toBeInTheDocument();
  });

  it('shows no award, no operator award and no trust mark that makes a claim without a source', () => {
    const {container} = render(<SiteFooter />);
    for (const text of [/pókerterme/, /újítás/, /kedvence/, /pókeroperátora/, /Biztonságos fizetés/, /véletlenszám/i]) {
      expect(screen.queryByAltText(text)).toBeNull();
    }
    expect(screen.queryByRole('list', {name: 'Díjak'})).toBeNull();
    expect(screen.queryByTestId('operator-award')).toBeNull();
    // What is left of the licence list claims nothing, and its name says so.
    const signs = screen.getByRole('list', {name: 'Felelős játék'});
    expect(
      within(signs)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Csak nagykorúaknak (18+)', 'Felelős játék', 'Játékosvédelem']);
    // Player protection is the responsible-gaming page's topic, not the security policy's.
    expect(screen.getByAltText('Játékosvédelem').closest('a')).toHaveAttribute('href', '/responsible-gaming/');
    expect(screen.queryByRole('list', {name: 'Engedélyek és tanúsítványok'})).toBeNull();
    expect(container.querySelectorAll('[data-award]')).toHaveLength(0);
  });

  it('leaves out a claim whose source is missing or incomplete, and shows it once it has one', () => {
    const broken = [
      award('NO_SOURCE', {source: undefined as unknown as ClaimSource}),
      award('NO_ISSUER', {source: {...SOURCE, issuer: ' '}}),
      award('NO_YEAR', {source: {...SOURCE, year: Number.NaN}}),
      award('HTTP_PROOF', {source: {...SOURCE, url: 'http://example.org/dij'}}),
    ];
    const {unmount} = render(
      <SiteFooter
        config={withConfig({
          footerAwards: [...broken, award('SOURCED')],
          footerLicenses: [
            badge('CERTIFICATE_WITHOUT_SOURCE', {kind: 'certificate'}),
            badge('FOOTER_LICENCE_ADULTS', {kind: 'plain'}),
          ],
          operatorAwardBanner: {
            width: 280,
            height: 70,
            label: 'OPERATOR',
            imgPath: '/o.svg',
            source: {...SOURCE, url: ''},
          },
        })}
      />,
    );
    for (const label of ['NO_SOURCE', 'NO_ISSUER', 'NO_YEAR', 'HTTP_PROOF', 'CERTIFICATE_WITHOUT_SOURCE', 'OPERATOR']) {
      expect(screen.queryByAltText(new RegExp(label))).toBeNull();
    }
    expect(screen.getByAltText('SOURCED (Díjazó Szervezet, 2024)')).toBeInTheDocument();
    expect(screen.getByRole('list', {name: 'Felelős játék'})).toBeInTheDocument();
    unmount();

    render(
      <SiteFooter
        config={withConfig({
          footerLicenses: [badge('SOURCED_CERTIFICATE', {kind: 'certificate', source: SOURCE})],
          operatorAwardBanner: {width: 280, height: 70, label: 'OPERATOR', imgPath: '/o.svg', source: SOURCE},
        })}
      />,
    );
    const certificates = screen.getByRole('list', {name: 'Tanúsítványok'});
    expect(within(certificates).getByAltText('SOURCED_CERTIFICATE (Díjazó Szervezet, 2024)')).toBeInTheDocument();
    expect(screen.getByTestId('operator-award')).toHaveAttribute('alt', 'OPERATOR (Díjazó Szervezet, 2024)');
  });

  it('hides the English-only partner banner of the real data on the Hungarian site', () => {
    render(<SiteFooter />);
    expect(screen.queryByAltText(/Egyesült Királyság/)).toBeNull();
    expect(screen.getByAltText(/GGPoker – Európa/)).toBeInTheDocument();
  });

  it('links awards only when they have a URL', () => {
    render(
      <SiteFooter config={withConfig({footerAwards: [award('LINKED', {url: '/about-us/'}), award('UNLINKED')]})} />,
    );
    const awards = screen.getByRole('list', {name: 'Díjak'});
    expect(
      within(awards)
        .getByAltText(/^LINKED/)
        .closest('a'),
    ).toHaveAttribute('href', '/about-us/');
    expect(
      within(awards)
        .getByAltText(/^UNLINKED/)
        .closest('a'),
    ).toBeNull();
  });

  it('lazy-loads every footer image with width, height and alt', () => {
    const {container} = render(<SiteFooter config={withConfig({isOntarioIgaming: true})} />);
    const images = footerImages(container);
    expect(images.length).toBeGreaterThan(15);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.hasAttribute('alt')).toBe(true);
    }
    const logo = screen.getByAltText('GGPoker – főoldal');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['180', '48']);
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows a sourced operator-award banner at 280x70, and the copyright line', () => {
    render(
      <SiteFooter
        config={withConfig({
          operatorAwardBanner: {width: 280, height: 70, label: 'OPERATOR', imgPath: '/o.svg', source: SOURCE},
        })}
      />,
    );
    const banner = screen.getByTestId('operator-award');
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['280', '70']);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} GGPoker\\. Minden jog fenntartva\\.`)),
    ).toBeInTheDocument();
  });
});
