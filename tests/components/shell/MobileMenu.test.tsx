import {act, fireEvent, render, screen, within} from '@testing-library/react';
import React, {useState} from 'react';

import MobileMenu from '@site/src/components/shell/MobileMenu';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

function Harness(): React.ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        toggle
      </button>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function settle(): void {
  act(() => {
    jest.advanceTimersByTime(500);
  });
}

function openMenu(): HTMLElement {
  const toggle = screen.getByRole('button', {name: 'toggle'});
  act(() => toggle.focus());
  fireEvent.click(toggle);
  settle();
  return screen.getByRole('dialog', {name: 'Menü'});
}

beforeEach(() => {
  jest.useFakeTimers();
  setMockLocation({pathname: '/poker-school/poker-terms/'});
  setMockPluginData('ambassadors', {
    ambassadors: [{slug: 'nagy-daniel', name: 'Nagy Dániel', profile: 'illustration'}],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('MobileMenu', () => {
  it('is a full-screen modal with sign-up, close, the navigation accordion, utility links, region selector and Download', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = openMenu();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-modal-root]')).toHaveAttribute('data-variant', 'fullscreen');
    expect(within(dialog).getByRole('link', {name: 'Regisztráció'})).toHaveAttribute('href', '/download/');
    expect(within(dialog).getByRole('button', {name: 'Menü bezárása'})).toHaveFocus();
    const nav = within(dialog).getByRole('navigation', {name: 'Főmenü'});
    expect(within(nav).getByRole('button', {name: 'Pókeriskola'})).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', {name: 'Pénzügyek'})).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', {name: /Blog/})).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('navigation', {name: 'Kiegészítő menü'})).toBeInTheDocument();
    expect(within(dialog).getByRole('button', {name: /Magyarország/})).toBeInTheDocument();
    expect(within(dialog).getByRole('link', {name: 'Letöltés'})).toHaveAttribute('href', '/download/');
  });

  it('unfolds accordion entries with aria-expanded; the team entry lists the ambassadors', () => {
    render(<Harness />);
    const dialog = openMenu();
    const team = within(dialog).getByRole('button', {name: 'Csapat'});
    const section = document.getElementById(team.getAttribute('aria-controls')!)!;
    expect(section).not.toBeVisible();
    fireEvent.click(team);
    expect(team).toHaveAttribute('aria-expanded', 'true');
    expect(section).toBeVisible();
    expect(within(section).getByRole('link', {name: 'Nagy Dániel'})).toHaveAttribute('href', '/ggteam/nagy-daniel/');
    expect(within(section).getByRole('link', {name: 'Összes'})).toHaveAttribute('href', '/ggteam/');
    expect(within(section).getByText('Kitalált, szemléltető profilok')).toBeVisible();
    // One entry open at a time.
    expect(within(dialog).getByRole('button', {name: 'Pókeriskola'})).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(team);
    expect(team).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on the close button and gives focus back to the toggle', () => {
    render(<Harness />);
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', {name: 'Menü bezárása'}));
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', {name: 'toggle'})).toHaveFocus();
  });

  it('closes on any link click', () => {
    render(<Harness />);
    const dialog = openMenu();
    const link = within(dialog).getByRole('link', {name: 'Pókerszótár'});
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside the inner holder, not inside it', () => {
    render(<Harness />);
    const dialog = openMenu();
    const holder = within(dialog).getByTestId('mobile-menu-holder');
    fireEvent.pointerDown(holder);
    fireEvent.click(holder);
    settle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Harness />);
    openMenu();
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
