/** @jest-environment jsdom */
import {render, within} from '@testing-library/react';
import React from 'react';

import MobileMenu from '@site/src/components/shell/MobileMenu';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

/**
 * The mobile menu is a native dialog in the page's HTML, its own open state: the header's toggle opens it and
 * its close button closes it with invoker commands, the browser closes it on Escape and a tap beside it, and a
 * chosen link closes it (tests/e2e/first-tap.spec.ts, shell-mobile-menu.spec.ts). Here: what the browser suite
 * does not read, its content.
 */
function renderMenu(): HTMLDialogElement {
  const {container} = render(<MobileMenu />);
  return container.querySelector('dialog')!;
}

beforeEach(() => {
  setMockLocation({pathname: '/poker-school/poker-terms/'});
  setMockPluginData('ambassadors', {
    ambassadors: [{slug: 'nagy-daniel', name: 'Nagy Dániel', profile: 'illustration'}],
  });
});

describe('MobileMenu', () => {
  it('is a closed dialog with sign-up, close, the navigation accordion, utility links, region selector and Download', () => {
    const dialog = renderMenu();
    expect(dialog).toHaveAttribute('id', 'site-menu');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')).toHaveTextContent('Menü');
    const menu = within(dialog);
    expect(menu.getByRole('link', {name: 'Regisztráció', hidden: true})).toHaveAttribute('href', '/download/');
    const close = menu.getByRole('button', {name: 'Menü bezárása', hidden: true});
    expect(close).toHaveAttribute('commandfor', 'site-menu');
    expect(close).toHaveAttribute('command', 'close');
    const nav = within(menu.getByRole('navigation', {name: 'Mobil főmenü', hidden: true}));
    expect(nav.getByRole('link', {name: /Blog/, hidden: true})).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('navigation', {name: 'Mobil kiegészítő menü', hidden: true})).toBeInTheDocument();
    expect(menu.getByRole('button', {name: /Magyarország/, hidden: true})).toBeInTheDocument();
    expect(menu.getByRole('link', {name: 'Letöltés', hidden: true})).toHaveAttribute('href', '/download/');
  });

  it('is an accordion of details, one open at a time, the current section unfolded; the team lists the ambassadors', () => {
    const dialog = renderMenu();
    const sections = [...dialog.querySelectorAll('details')];
    expect(new Set(sections.map((section) => section.getAttribute('name')))).toEqual(new Set(['site-menu-section']));
    const open = sections.filter((section) => section.open);
    expect(open.map((section) => section.querySelector('summary')?.textContent)).toEqual(['Pókeriskola']);
    const team = sections.find((section) => section.querySelector('summary')?.textContent === 'Játékstílusok')!;
    expect(within(team).getByRole('link', {name: 'Nagy Dániel', hidden: true})).toHaveAttribute(
      'href',
      '/ggteam/nagy-daniel/',
    );
    expect(within(team).getByRole('link', {name: 'Összes', hidden: true})).toHaveAttribute('href', '/ggteam/');
    expect(within(team).getByText('Kitalált, szemléltető profilok')).toBeInTheDocument();
  });
});
