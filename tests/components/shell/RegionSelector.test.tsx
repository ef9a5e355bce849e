import {act, fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import RegionSelector from '@site/src/components/shell/RegionSelector';
import {regions} from '@site/src/data/regions';

import {setMockLocation} from '../../mocks/docusaurus/router';

beforeEach(() => {
  jest.useFakeTimers();
  setMockLocation({pathname: '/'});
});

afterEach(() => {
  jest.useRealTimers();
});

function user() {
  return userEvent.setup({advanceTimers: jest.advanceTimersByTime});
}

function popupOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

/** Renders the selector with a paragraph beside it to point at or click outside; returns the selector's button. */
function renderBesideOutside(variant: 'header' | 'footer' | 'side'): HTMLElement {
  render(
    <>
      <RegionSelector variant={variant} />
      <p>outside</p>
    </>,
  );
  return screen.getByRole('button', {name: /Magyarország/});
}

describe('RegionSelector, header variant', () => {
  it('on the home page shows the current country and language and opens the regions popup on hover', async () => {
    const u = user();
    const button = renderBesideOutside('header');
    expect(button).toHaveTextContent('Magyarország·magyar');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const popup = popupOf(button);
    expect(popup).toBeVisible();
    expect(within(popup).getByText('Régiók')).toBeInTheDocument();
    expect(within(popup).getAllByRole('link')).toHaveLength(regions.length);
    expect(within(popup).getByRole('link', {name: /Kanada/})).toHaveAttribute('href', 'https://ggpoker.ca/');
    expect(within(popup).getByRole('link', {name: /Magyarország/})).toHaveAttribute('aria-current', 'true');
  });

  it('closes 500 ms after the pointer leaves, and stays open when it comes back in time', async () => {
    const u = user();
    const button = renderBesideOutside('header');
    await u.hover(button);
    await u.unhover(button);
    await u.hover(screen.getByText('outside'));
    act(() => jest.advanceTimersByTime(400));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.hover(button);
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.unhover(button);
    await u.hover(screen.getByText('outside'));
    act(() => jest.advanceTimersByTime(499));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(popupOf(button)).not.toBeVisible();
  });

  it('opens by keyboard and closes 500 ms after focus leaves', async () => {
    const u = user();
    render(
      <>
        <RegionSelector variant="header" />
        <button type="button">next</button>
      </>,
    );
    const button = screen.getByRole('button', {name: /Magyarország/});
    act(() => button.focus());
    await u.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.tab();
    expect(popupOf(button)).toContainElement(document.activeElement as HTMLElement);
    act(() => screen.getByRole('button', {name: 'next'}).focus());
    act(() => jest.advanceTimersByTime(499));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const u = user();
    render(<RegionSelector variant="header" />);
    const button = screen.getByRole('button', {name: /Magyarország/});
    act(() => button.focus());
    await u.keyboard('{Enter}');
    await u.tab();
    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('off the home page is a plain Home link to the localised home', () => {
    setMockLocation({pathname: '/funds/'});
    render(<RegionSelector variant="header" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', {name: 'Főoldal'})).toHaveAttribute('href', '/');
  });

  it('renders nothing when the region does not support it', () => {
    const {container} = render(<RegionSelector variant="header" supported={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe.each(['footer', 'side'] as const)('RegionSelector, %s variant', (variant) => {
  it('opens on click (on any page) and closes on an outside click', async () => {
    setMockLocation({pathname: '/funds/'});
    const u = user();
    const button = renderBesideOutside(variant);
    await u.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(popupOf(button)).toBeVisible();
    act(() => jest.advanceTimersByTime(2000));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.click(within(popupOf(button)).getByText('Régiók'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on a second click and closes on Escape without letting it bubble', async () => {
    const u = user();
    const outerKeyDown = jest.fn();
    const {container} = render(<RegionSelector variant={variant} />);
    container.addEventListener('keydown', outerKeyDown);
    const button = screen.getByRole('button', {name: /Magyarország/});
    await u.click(button);
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.click(button);
    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(outerKeyDown).not.toHaveBeenCalled();
  });

  it('renders nothing when the region does not support it', () => {
    const {container} = render(<RegionSelector variant={variant} supported={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
