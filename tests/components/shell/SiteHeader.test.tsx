import {act, fireEvent, render, screen, within} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import {CertificateModalProvider} from '@site/src/components/shell/CertificateModal';
import SiteHeader from '@site/src/components/shell/SiteHeader';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

function renderHeader(pathname: string) {
  setMockLocation({pathname});
  return render(
    <CertificateModalProvider>
      <SiteHeader />
    </CertificateModalProvider>,
  );
}

function settle(): void {
  act(() => {
    jest.advanceTimersByTime(500);
  });
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

  it('adds the home style and the region button on the home page, and no sub-menu strip', () => {
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-home', 'true');
    expect(header.className).toMatch(/home/);
    expect(within(header).getByRole('button', {name: /Magyarország/})).toBeInTheDocument();
    expect(screen.queryByTestId('sub-menu-strip')).toBeNull();
  });

  it('shows the Home link instead of the region button and the strip on other pages', () => {
    renderHeader('/poker-school/poker-hand-rankings/');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-home');
    expect(within(header).getByRole('link', {name: 'Főoldal'})).toHaveAttribute('href', '/');
    expect(screen.getByTestId('sub-menu-strip')).toBeInTheDocument();
  });

  it('opens the certificate modal from the record badge', async () => {
    renderHeader('/');
    const badge = screen.getAllByRole('link', {name: /^Guinness-világrekord/})[0];
    act(() => badge.focus());
    fireEvent.click(badge);
    // The certificate's code loads on the first opening.
    expect(await screen.findByRole('dialog', {name: 'Guinness-világrekord'})).toBeInTheDocument();
  });

  it('opens the mobile menu from the toggle', () => {
    renderHeader('/funds/');
    const toggle = screen.getByRole('button', {name: 'Menü megnyitása'});
    act(() => toggle.focus());
    fireEvent.click(toggle);
    settle();
    expect(screen.getByRole('dialog', {name: 'Menü'})).toBeInTheDocument();
  });

  it('in the server HTML, the toggle opens a popover of every menu link by itself (before and without JavaScript)', () => {
    setMockLocation({pathname: '/'});
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <CertificateModalProvider>
        <SiteHeader />
      </CertificateModalProvider>,
    );
    const toggle = container.querySelector('button[aria-label="Menü megnyitása"]');
    const fallback = container.querySelector('#site-menu-fallback');
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu-fallback');
    expect(fallback).toHaveAttribute('popover', 'auto');
    const hrefs = [...(fallback?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/poker-school/poker-terms/', '/ggteam/', '/promotions/']));
  });

  it('once the app runs, the toggle opens the full menu, not the popover', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', {name: 'Menü megnyitása'});
    expect(toggle).not.toHaveAttribute('popovertarget');
    fireEvent.click(toggle);
    settle();
    expect(screen.getByRole('dialog', {name: 'Menü'})).toBeInTheDocument();
  });

  it('hands a popover menu opened before the app ran over to the full menu', () => {
    // jsdom has no popovers: the browser's open state and hidePopover() stand in for Chromium's.
    const hidePopover = jest.fn();
    const {matches: realMatches} = Element.prototype;
    const matches = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      if (selector === ':popover-open') return this.id === 'site-menu-fallback';
      return realMatches.call(this, selector);
    });
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', {configurable: true, value: hidePopover});
    try {
      renderHeader('/funds/');
      settle();
      expect(hidePopover).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', {name: 'Menü'})).toBeInTheDocument();
    } finally {
      matches.mockRestore();
      Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
    }
  });
});
