/** @jest-environment jsdom */
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import MegaMenu from '@site/src/components/shell/MegaMenu';

import {installPopoverStandIn, isOpen, popoverOf} from '../../helpers/popoverStandIn';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installPopoverStandIn();
});
afterEach(() => uninstall());

const AMBASSADORS = [
  {slug: 'kovacs-bence', name: 'Kovács Bence', profile: 'illustration'},
  {slug: 'szabo-reka', name: 'Szabó Réka', profile: 'contracted'},
];

function barTarget(): string | null {
  return document.querySelector('nav > span[aria-hidden="true"]')!.getAttribute('data-bar-target');
}

function setup(path = '/poker-school/poker-hand-rankings/') {
  setMockPluginData('ambassadors', {ambassadors: AMBASSADORS});
  const user = userEvent.setup();
  render(
    <>
      <MegaMenu path={path} />
      <a href="/elsewhere/">elsewhere</a>
    </>,
  );
  return {user};
}

function itemOf(name: string | RegExp): HTMLElement {
  const trigger = screen.getAllByText(name)[0];
  return trigger.closest('li') as HTMLElement;
}

describe('MegaMenu', () => {
  it('is a labelled navigation; items with a sub-area are buttons of a popover panel, the rest links', () => {
    setup();
    const nav = screen.getByRole('navigation', {name: 'Főmenü'});
    const school = within(nav).getByRole('button', {name: 'Pókeriskola'});
    // The popover is the state: no copy of it on the button.
    expect(school).not.toHaveAttribute('aria-expanded');
    const panel = popoverOf(school);
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(isOpen(school)).toBe(false);
    // The panel's links are in the DOM even while closed.
    expect(panel.querySelector('a[href="/poker-school/poker-terms/"]')).not.toBeNull();
    const blog = within(nav).getByRole('link', {name: /Blog/});
    expect(blog).toHaveAttribute('href', 'https://ggpoker.com/blog/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(nav.querySelector('[role="menu"], [role="menubar"]')).toBeNull();
  });

  it('puts the bar under the current section, moves it on hover and back on leave', async () => {
    const {user} = setup();
    expect(barTarget()).toBe('NAV_POKER_SCHOOL');
    await user.hover(screen.getByRole('button', {name: 'Pénzügyek'}));
    expect(barTarget()).toBe('NAV_FUNDS');
    expect(itemOf('Pénzügyek')).toHaveAttribute('data-marked', 'true');
    const barElement = document.querySelector<HTMLElement>('[data-bar-target]')!;
    expect(barElement.style.getPropertyValue('--bar-x')).toMatch(/px$/);
    expect(barElement.style.getPropertyValue('--bar-width')).toMatch(/px$/);
    await user.hover(screen.getByRole('link', {name: /Versenyek/}));
    expect(barTarget()).toBe('NAV_TOURNAMENTS');
    await user.unhover(screen.getByRole('link', {name: /Versenyek/}));
    await user.hover(screen.getByRole('link', {name: 'elsewhere'}));
    expect(barTarget()).toBe('NAV_POKER_SCHOOL');
  });

  it('moves the bar with keyboard focus and back when focus leaves the menu', async () => {
    const {user} = setup();
    act(() => screen.getByRole('button', {name: 'Játékstílusok'}).focus());
    expect(barTarget()).toBe('NAV_TEAM');
    act(() => screen.getByRole('link', {name: 'elsewhere'}).focus());
    expect(barTarget()).toBe('NAV_POKER_SCHOOL');
    // Back into the menu (jsdom shows closed popovers, so Shift+Tab lands on the school panel's last link).
    await user.tab({shift: true});
    expect(barTarget()).toBe('NAV_POKER_SCHOOL');
    expect(screen.getByRole('navigation', {name: 'Főmenü'})).toContainElement(document.activeElement as HTMLElement);
  });

  it('has no bar target on a page outside the menu', () => {
    setup('/');
    expect(barTarget()).toBeNull();
  });

  it('opens a panel on click and on Enter, closes on a second press', async () => {
    const {user} = setup();
    const funds = screen.getByRole('button', {name: 'Pénzügyek'});
    await user.click(funds);
    expect(isOpen(funds)).toBe(true);
    const panel = popoverOf(funds);
    expect(within(panel).getByRole('link', {name: 'Befizetés és kifizetés'})).toHaveAttribute(
      'href',
      '/funds/deposit-withdrawal/',
    );
    // Hidden items stay out of the panel.
    expect(within(panel).queryByRole('link', {name: 'Valódi pénzes póker'})).toBeNull();
    await user.click(funds);
    expect(isOpen(funds)).toBe(false);

    act(() => funds.focus());
    await user.keyboard('{Enter}');
    expect(isOpen(funds)).toBe(true);
    await user.keyboard(' ');
    expect(isOpen(funds)).toBe(false);
  });

  it('opens on hover and closes when the pointer leaves; a click after hover keeps it open', async () => {
    const {user} = setup();
    const school = screen.getByRole('button', {name: 'Pókeriskola'});
    await user.hover(school);
    expect(isOpen(school)).toBe(true);
    await user.unhover(school);
    await user.hover(screen.getByRole('link', {name: 'elsewhere'}));
    expect(isOpen(school)).toBe(false);
    await user.hover(school);
    await user.click(school);
    expect(isOpen(school)).toBe(true);
    // Pressed now: leaving no longer closes it.
    await user.hover(screen.getByRole('link', {name: 'elsewhere'}));
    expect(isOpen(school)).toBe(true);
  });

  it('opens only one panel at a time', async () => {
    const {user} = setup();
    const funds = screen.getByRole('button', {name: 'Pénzügyek'});
    const school = screen.getByRole('button', {name: 'Pókeriskola'});
    await user.click(funds);
    await user.click(school);
    expect(isOpen(funds)).toBe(false);
    expect(isOpen(school)).toBe(true);
  });

  it('shows the ambassadors in the team panel with their 192x192 thumbnails and a Show all link', async () => {
    const {user} = setup();
    const team = screen.getByRole('button', {name: 'Játékstílusok'});
    await user.click(team);
    const panel = popoverOf(team);
    const bence = within(panel).getByRole('link', {name: /^Kovács Bence/});
    expect(bence).toHaveAttribute('href', '/ggteam/kovacs-bence/');
    const image = bence.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/img/ggteam/kovacs-bence_nav.svg');
    expect(image).toHaveAttribute('width', '192');
    expect(image).toHaveAttribute('height', '192');
    // The made-up profile carries its label in the panel; the contracted one does not.
    expect(bence).toHaveAccessibleName('Kovács Bence Kitalált, szemléltető profil');
    expect(within(bence).getByText('Kitalált, szemléltető profil')).toBeVisible();
    expect(within(panel).getByRole('link', {name: 'Szabó Réka'})).toHaveAttribute('href', '/ggteam/szabo-reka/');
    expect(within(panel).getByRole('link', {name: 'Összes'})).toHaveAttribute('href', '/ggteam/');
  });

  it('shows sub-items with their children and badge class; marks the current page', async () => {
    const {user} = setup('/poker-games/omaha/');
    const how = screen.getByRole('button', {name: 'Így játssz'});
    await user.click(how);
    const panel = popoverOf(how);
    const games = within(panel).getByRole('link', {name: 'Pókerjátékok'});
    const nested = games.parentElement!.querySelector('ul')!;
    expect(within(nested).getByRole('link', {name: 'Omaha'})).toHaveAttribute('aria-current', 'page');
    const shortDeck = within(nested).getByRole('link', {name: /Short Deck/});
    expect(shortDeck.querySelector('.badge-hot')).toHaveTextContent('Népszerű');
  });

  it('closes the panel when one of its links is followed', async () => {
    const {user} = setup();
    const funds = screen.getByRole('button', {name: 'Pénzügyek'});
    await user.click(funds);
    const panel = popoverOf(funds);
    const link = within(panel).getByRole('link', {name: 'Kifizetési szabályzat'});
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(isOpen(funds)).toBe(false);
  });
});
