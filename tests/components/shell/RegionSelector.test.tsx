/** @jest-environment jsdom */
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import RegionSelector from '@site/src/components/shell/RegionSelector';
import {regions} from '@site/src/data/regions';

import {installPopoverStandIn, isOpen, popoverOf} from '../../helpers/popoverStandIn';
import {setMockLocation} from '../../mocks/docusaurus/router';

let uninstall: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  setMockLocation({pathname: '/'});
  uninstall = installPopoverStandIn();
});

afterEach(() => {
  uninstall();
  jest.useRealTimers();
});

function user() {
  return userEvent.setup({advanceTimers: jest.advanceTimersByTime});
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
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(isOpen(button)).toBe(false);
    await u.hover(button);
    expect(isOpen(button)).toBe(true);
    const popup = popoverOf(button);
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
    expect(isOpen(button)).toBe(true);
    await u.hover(button);
    act(() => jest.advanceTimersByTime(1000));
    expect(isOpen(button)).toBe(true);
    await u.unhover(button);
    await u.hover(screen.getByText('outside'));
    act(() => jest.advanceTimersByTime(499));
    expect(isOpen(button)).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen(button)).toBe(false);
  });

  it('opens by keyboard; a pressed popup stays when the pointer leaves', async () => {
    const u = user();
    const button = renderBesideOutside('header');
    act(() => button.focus());
    await u.keyboard('{Enter}');
    expect(isOpen(button)).toBe(true);
    await u.hover(button);
    await u.unhover(button);
    await u.hover(screen.getByText('outside'));
    act(() => jest.advanceTimersByTime(2000));
    expect(isOpen(button)).toBe(true);
  });

  it('renders nothing when the region does not support it', () => {
    const {container} = render(<RegionSelector variant="header" supported={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe.each(['footer', 'side'] as const)('RegionSelector, %s variant', (variant) => {
  it('opens on click (on any page), not on hover, and stays open', async () => {
    setMockLocation({pathname: '/funds/'});
    const u = user();
    const button = renderBesideOutside(variant);
    await u.hover(button);
    expect(isOpen(button)).toBe(false);
    await u.click(button);
    expect(isOpen(button)).toBe(true);
    act(() => jest.advanceTimersByTime(2000));
    expect(isOpen(button)).toBe(true);
    await u.click(within(popoverOf(button)).getByText('Régiók'));
    expect(isOpen(button)).toBe(true);
  });

  it('toggles on a second click', async () => {
    const u = user();
    render(<RegionSelector variant={variant} />);
    const button = screen.getByRole('button', {name: /Magyarország/});
    await u.click(button);
    await u.click(button);
    expect(isOpen(button)).toBe(false);
  });

  it('renders nothing when the region does not support it', () => {
    const {container} = render(<RegionSelector variant={variant} supported={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
