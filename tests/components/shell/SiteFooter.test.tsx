import {act, fireEvent, render, screen, within} from '@testing-library/react';
import React from 'react';

import {CertificateModalProvider} from '@site/src/components/shell/CertificateModal';
import SiteFooter from '@site/src/components/shell/SiteFooter';
import {type FooterConfig, footerConfig} from '@site/src/data/footer';

import {setMockLocation} from '../../mocks/docusaurus/router';

function withConfig(patch: Partial<FooterConfig>): FooterConfig {
  return {...footerConfig, ...patch};
}

function footerImages(container: HTMLElement): HTMLImageElement[] {
  return Array.from(container.querySelectorAll('footer img'));
}

beforeEach(() => {
  setMockLocation({pathname: '/about-us/'});
});

describe('SiteFooter', () => {
  it('renders the three link groups with Hungarian headings and real hrefs', () => {
    render(<SiteFooter />);
    const nav = screen.getByRole('navigation', {name: 'Lábléc'});
    for (const heading of ['Biztonság', 'Jogi tudnivalók', 'GGPoker', 'Régiók']) {
      expect(within(nav).getByRole('heading', {level: 2, name: heading})).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', {name: 'Általános Szerződési Feltételek'})).toHaveAttribute(
      'href',
      '/terms-conditions/',
    );
    expect(within(nav).getByRole('link', {name: 'Kapcsolat'})).toHaveAttribute('href', '/contact/');
    expect(within(nav).getByRole('link', {name: 'Felelős játék'})).not.toHaveAttribute('target');
  });

  it('opens the network pages and the status page in a new tab with rel noopener noreferrer', () => {
    const {container} = render(<SiteFooter />);
    for (const name of [/Véletlenszám-generátor/, /Biztonság és védelem/, /Hálózat állapota/]) {
      const link = screen.getByRole('link', {name});
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('új lapon'));
    }
    expect(screen.getByRole('link', {name: /Véletlenszám-generátor/})).toHaveAttribute(
      'href',
      '/network/random-number-generator/',
    );
    const newTab = Array.from(container.querySelectorAll('a[target="_blank"]'));
    expect(newTab.length).toBeGreaterThan(5);
    for (const link of newTab) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows social links by label with icons chosen by the lowercased label', () => {
    render(<SiteFooter />);
    const list = screen.getByRole('list', {name: 'Közösségi média'});
    const facebook = within(list).getByRole('link', {name: /Facebook/});
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/GGPoker');
    expect(facebook.querySelector('img')).toHaveAttribute('src', '/img/footer/social/facebook.svg');
    expect(
      within(list)
        .getByRole('link', {name: /YouTube/})
        .querySelector('img'),
    ).toHaveAttribute('src', '/img/footer/social/youtube.svg');
  });

  it('shows social labels visibly when asked, and the label alone for an unknown network', () => {
    render(
      <SiteFooter
        showSocialLabels
        config={withConfig({footerSocials: [{label: 'Mastodon', link: 'https://example.org/@gg'}]})}
      />,
    );
    const link = screen.getByRole('link', {name: /Mastodon/});
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveTextContent('Mastodon');
  });

  it('shows banners only without a locale or for the current locale', () => {
    render(
      <SiteFooter
        config={withConfig({
          footerLicenses: [
            {
              width: 40,
              height: 40,
              label: 'FOOTER_LICENCE_ADULTS',
              imgPath: '/a.svg',
              url: '/responsible-gaming/',
              target: '_self',
            },
            {
              width: 40,
              height: 40,
              label: 'FOOTER_LICENCE_RNG',
              imgPath: '/b.svg',
              url: '/responsible-gaming/',
              target: '_self',
              locale: 'en',
            },
          ],
          footerSites: [
            {
              width: 140,
              height: 40,
              label: 'FOOTER_SITE_GLOBAL',
              imgPath: '/c.svg',
              url: 'https://ggpoker.com/',
              target: '_blank',
              locale: 'hu',
            },
            {
              width: 120,
              height: 40,
              label: 'FOOTER_SITE_UK',
              imgPath: '/d.svg',
              url: 'https://ggpoker.co.uk/',
              target: '_blank',
              locale: 'en',
            },
          ],
          footerAwards: [
            {width: 68, height: 68, label: 'FOOTER_AWARD_INNOVATION', imgPath: '/e.svg', locale: 'de'},
            {width: 68, height: 68, label: 'FOOTER_AWARD_PLAYERS_CHOICE', imgPath: '/f.svg'},
          ],
        })}
      />,
    );
    expect(screen.getByAltText('Csak 18 éven felülieknek')).toBeInTheDocument();
    expect(screen.queryByAltText('Tanúsított véletlenszám-generátor')).toBeNull();
    expect(screen.getByAltText(/GGPoker – globális oldal/)).toBeInTheDocument();
    expect(screen.queryByAltText(/Egyesült Királyság/)).toBeNull();
    expect(screen.queryByAltText('Legjobb újítás díj')).toBeNull();
    expect(screen.getByAltText('A játékosok kedvence díj')).toBeInTheDocument();
  });

  it('hides the English-only partner banner of the real data on the Hungarian site', () => {
    render(<SiteFooter />);
    expect(screen.queryByAltText(/Egyesült Királyság/)).toBeNull();
    expect(screen.getByAltText(/GGPoker – Európa/)).toBeInTheDocument();
  });

  it('links awards only when they have a URL', () => {
    render(<SiteFooter />);
    const linked = screen.getByAltText('Az év pókerterme díj');
    expect(linked.closest('a')).toHaveAttribute('href', '/about-us/');
    expect(screen.getByAltText('Legjobb újítás díj').closest('a')).toBeNull();
  });

  it('shows the iGaming logo only for Ontario', () => {
    const {unmount} = render(<SiteFooter />);
    expect(screen.queryByTestId('igaming-logo')).toBeNull();
    unmount();
    render(<SiteFooter config={withConfig({isOntarioIgaming: true})} />);
    const logo = screen.getByTestId('igaming-logo');
    expect(logo).toHaveAttribute('width', '80');
    expect(logo).toHaveAttribute('height', '32');
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

  it('shows the operator-award banner and the copyright line', () => {
    render(<SiteFooter />);
    const award = screen.getByAltText('Az év online pókeroperátora díj');
    expect([award.getAttribute('width'), award.getAttribute('height')]).toEqual(['280', '70']);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} GGPoker\\. Minden jog fenntartva\\.`)),
    ).toBeInTheDocument();
  });

  it('renders the footer region selector', () => {
    const {container} = render(<SiteFooter />);
    expect(container.querySelector('[data-variant="footer"]')).not.toBeNull();
    expect(screen.getByText(/Nyelv/)).toHaveTextContent('Nyelv: magyar');
  });

  it('opens the certificate modal from the world-record banner', () => {
    jest.useFakeTimers();
    try {
      render(
        <CertificateModalProvider>
          <SiteFooter />
        </CertificateModalProvider>,
      );
      const banner = screen.getByRole('button', {name: /Világrekord/});
      expect(banner.querySelector('img')).toHaveAttribute('width', '280');
      expect(banner.querySelector('img')).toHaveAttribute('height', '120');
      banner.focus();
      fireEvent.click(banner);
      act(() => {
        jest.advanceTimersByTime(50);
      });
      expect(screen.getByRole('dialog', {name: 'Világrekord-tanúsítvány'})).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', {name: 'Tanúsítvány bezárása'}));
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(banner).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});
