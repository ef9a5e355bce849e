/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import SiteHeader from '@site/src/components/shell/SiteHeader';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

function renderHeader(pathname: string) {
  setMockLocation({pathname});
  return render(<SiteHeader />);
}

beforeEach(() => {
  jest.useFakeTimers();
  setMockPluginData('ambassadors', {ambassadors: [{slug: 'toth-eszter', name: 'Tóth Eszter'}]});
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SiteHeader', () => {
  it('has the logo home link, menus, sign-up, Download, the badge and the menu toggle', () => {
    renderHeader('/funds/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', {name: 'GGPoker – főoldal'})).toHaveAttribute('href', '/');
    const logos = header.querySelectorAll('a[href="/"] img');
    expect([...logos].map((img) => img.getAttribute('src'))).toEqual([
      '/img/logo/logo.svg',
      '/img/logo/logo-black.svg',
    ]);
    expect(within(header).getByRole('navigation', {name: 'Főmenü'})).toBeInTheDocument();
    expect(within(header).getByRole('navigation', {name: 'Kiegészítő menü'})).toBeInTheDocument();
    expect(within(header).getAllByRole('link', {name: 'Regisztráció'})[0]).toHaveAttribute('href', '/download/');
    // Top bar (desktop) and main bar (tablet) each carry one; CSS shows one per width.
    const downloads = within(header).getAllByRole('link', {name: 'Letöltés'});
    expect(downloads).toHaveLength(2);
    for (const link of downloads) expect(link).toHaveAttribute('href', '/download/');
    // A dialog's opener: no aria-expanded (HTML forbids it beside the popovertarget it carries before the app).
    expect(within(header).getByRole('button', {name: 'Menü megnyitása'})).not.toHaveAttribute('aria-expanded');
    // The badge names the record and its year, not a vague "record holder".
    expect(
      within(header).getAllByRole('link', {name: 'Guinness-világrekord, 2020 – a részletek megnyitása'}),
    ).toHaveLength(2);
  });

  it('in the server HTML, the toggle opens the menu dialog by itself (before, during and after the app)', () => {
    setMockLocation({pathname: '/'});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteHeader />);
    const toggle = container.querySelector('button[aria-label="Menü megnyitása"]');
    expect(toggle).toHaveAttribute('commandfor', 'site-menu');
    expect(toggle).toHaveAttribute('command', 'show-modal');
    expect(toggle).not.toHaveAttribute('popovertarget');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    const menu = container.querySelector('dialog#site-menu');
    expect(menu).toHaveAttribute('closedby', 'any');
    const hrefs = [...(menu?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/poker-school/poker-terms/', '/ggteam/', '/promotions/']));
  });
});
