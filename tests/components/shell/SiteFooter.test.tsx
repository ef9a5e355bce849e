/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import SiteFooter from '@site/src/components/shell/SiteFooter';

import {withConfig} from './siteFooterSetup';

// The footer's links: the link groups, the social links, the region selector, Ontario's logo and the
// world-record banner's dialog.
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

  it('carries the statutory notice on every page: the age, the harms warning and the link to responsible gaming', () => {
    render(<SiteFooter />);
    const notice = screen.getByTestId('footer-statutory-notice');
    expect(notice).toHaveTextContent('A túlzásba vitt szerencsejáték függőséghez vezethet.');
    expect(notice).toHaveTextContent(/^18\+ /);
    expect(within(notice).getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
  });

  it('opens the network pages and the status page in a new tab with rel noopener noreferrer', () => {
    const {container} = render(<SiteFooter />);
    for (const name of [/Véletlenszám-generátor/, /Biztonsági és játékökológiai szabályzat/, /Hálózat állapota/]) {
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

  it('shows the label alone for a network without an icon', () => {
    render(<SiteFooter config={withConfig({footerSocials: [{label: 'Mastodon', link: 'https://example.org/@gg'}]})} />);
    const link = screen.getByRole('link', {name: /Mastodon/});
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveTextContent('Mastodon');
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

  it('renders the footer region selector', () => {
    const {container} = render(<SiteFooter />);
    expect(container.querySelector('[data-variant="footer"]')).not.toBeNull();
    expect(screen.getByText(/Nyelv/)).toHaveTextContent('Nyelv: magyar');
  });

  it('the world-record banner names the certificate dialog it opens in place', () => {
    render(<SiteFooter />);
    // The banner's text names the record, its year and its title, from the record data.
    const banner = screen.getByRole('link', {
      name: 'Guinness-világrekord, 2020: a legnagyobb díjalap egy online pókerversenyen – a részletek megnyitása',
    });
    expect(banner).toHaveAttribute('href', '/world-record/');
    expect(banner).toHaveAttribute('data-opens-dialog', 'record-certificate');
    expect(banner.querySelector('img')).toHaveAttribute('width', '280');
    expect(banner.querySelector('img')).toHaveAttribute('height', '120');
  });
});
