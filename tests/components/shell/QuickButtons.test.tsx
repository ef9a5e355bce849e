/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import QuickButtons from '@site/src/components/shell/QuickButtons';

import {setMockLocation} from '../../mocks/docusaurus/router';

function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', {value: y, configurable: true});
    window.dispatchEvent(new Event('scroll'));
  });
}

function wait(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const scrollTopButton = (): HTMLElement => screen.getByRole('button', {name: 'Vissza az oldal tetejére', hidden: true});
const downloadLink = (): HTMLElement => screen.getByRole('link', {name: 'LETÖLTÉS', hidden: true});

beforeEach(() => {
  jest.useFakeTimers();
  setMockLocation({pathname: '/'});
  Object.defineProperty(window, 'scrollY', {value: 0, configurable: true});
  window.scrollTo = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('QuickButtons', () => {
  it('shows DOWNLOAD linking to /download/ and hides scroll-to-top at the top of the page', () => {
    render(<QuickButtons />);
    expect(downloadLink()).toHaveAttribute('href', '/download/');
    expect(downloadLink()).toHaveAttribute('data-visible', 'true');
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'false');
  });

  it('hides DOWNLOAD while scrolling and shows it again 1000 ms after scrolling stops', () => {
    render(<QuickButtons />);
    scrollTo(400);
    expect(downloadLink()).toHaveAttribute('data-visible', 'false');
    wait(999);
    expect(downloadLink()).toHaveAttribute('data-visible', 'false');
    wait(1);
    expect(downloadLink()).toHaveAttribute('data-visible', 'true');
  });

  it('shows scroll-to-top 200 ms after scrolling stops away from the top, not while scrolling', () => {
    render(<QuickButtons />);
    scrollTo(400);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'false');
    wait(199);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'false');
    wait(1);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'true');
    scrollTo(0);
    wait(200);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'false');
  });

  it('counts the quiet time from the last scroll event: scrolling on starts both delays again', () => {
    render(<QuickButtons />);
    scrollTo(300);
    wait(150);
    scrollTo(320);
    wait(199);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'false');
    wait(1);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'true');
    wait(799);
    expect(downloadLink()).toHaveAttribute('data-visible', 'false');
    wait(1);
    expect(downloadLink()).toHaveAttribute('data-visible', 'true');
  });

  it('scrolls to the top when clicked', () => {
    render(<QuickButtons />);
    scrollTo(900);
    wait(200);
    fireEvent.click(scrollTopButton());
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({top: 0}));
  });

  it('reads the position after hydration: a page opened mid-way shows scroll-to-top', () => {
    Object.defineProperty(window, 'scrollY', {value: 700, configurable: true});
    render(<QuickButtons />);
    expect(scrollTopButton()).toHaveAttribute('data-visible', 'true');
  });

  it('keeps a focused button visible while the page scrolls', () => {
    render(<QuickButtons />);
    act(() => downloadLink().focus());
    scrollTo(400);
    expect(downloadLink()).toHaveAttribute('data-visible', 'true');
  });

  it('does not show the chat button until the chat feature asks, then shows it (busy state too)', () => {
    const {rerender} = render(<QuickButtons />);
    expect(screen.queryByRole('button', {name: /chat az ügyfélszolgálattal/})).toBeNull();
    const onChatClick = jest.fn();
    rerender(<QuickButtons chatState="available" onChatClick={onChatClick} />);
    fireEvent.click(screen.getByRole('button', {name: /chat az ügyfélszolgálattal/}));
    expect(onChatClick).toHaveBeenCalled();
    rerender(<QuickButtons chatState="busy" />);
    expect(screen.getByRole('button', {name: /chat az ügyfélszolgálattal/})).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the help chat button’s place on the chat pages, hidden, and changes only its attributes with its state', () => {
    setMockLocation({pathname: '/responsible-gaming/'});
    const {rerender} = render(<QuickButtons />);
    const button = document.querySelector('button[data-chat-button]');
    // Hidden but in its place (the quick buttons' data-visible rule): showing it moves nothing. Not yet the
    // button a visitor can use, so not a `[data-chat-state]` one.
    expect(button).toHaveAttribute('data-visible', 'false');
    expect(button).not.toHaveAttribute('data-chat-state');
    const children = [...button!.children];
    expect(children.map((child) => child.tagName.toLowerCase())).toEqual(['svg', 'span']);

    rerender(<QuickButtons chatState="available" />);
    expect(document.querySelector('button[data-chat-button]')).toBe(button);
    expect(button).toHaveAttribute('data-visible', 'true');
    expect(button).toHaveAttribute('data-chat-state', 'available');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAccessibleName('Segítség – chat az ügyfélszolgálattal');

    rerender(<QuickButtons chatState="busy" />);
    expect(button).toHaveAttribute('data-chat-state', 'busy');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is shown by CSS from the state: the same children, never replaced.
    expect([...button!.children]).toEqual(children);

    // Off the chat pages there is no place for it.
    setMockLocation({pathname: '/about-us/'});
    rerender(<QuickButtons />);
    expect(document.querySelector('button[data-chat-button]')).toBeNull();
  });

  it('leaves DOWNLOAD out on the download page itself', () => {
    setMockLocation({pathname: '/download/'});
    render(<QuickButtons />);
    expect(screen.queryByRole('link', {name: 'LETÖLTÉS', hidden: true})).toBeNull();
  });
});
