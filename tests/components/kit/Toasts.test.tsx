import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import Toasts from '@site/src/components/kit/Toasts';
import {createToastStore} from '@site/src/lib/toastStore';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Toasts', () => {
  it('renders an empty polite status region, then the toasts with their colours', () => {
    const store = createToastStore();
    render(<Toasts store={store} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      store.add({text: 'Mentve', class: 'extra'});
    });
    const toast = screen.getByText('Mentve').closest<HTMLElement>('[data-toast-id]')!;
    expect(toast).toHaveClass('extra');
    expect(toast.style.backgroundColor).toBe('rgb(211, 0, 0)');
    expect(toast.style.color).toBe('rgb(255, 255, 255)');
  });

  it('closes by its Hungarian-labelled close button and runs the callback', () => {
    const store = createToastStore();
    const callback = jest.fn();
    render(<Toasts store={store} />);
    act(() => {
      store.add({text: 'Hiba', callback});
    });
    fireEvent.click(screen.getByRole('button', {name: 'Értesítés bezárása'}));
    expect(screen.queryByText('Hiba')).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('disappears after the 50000 ms default timeout and runs the callback', () => {
    const store = createToastStore();
    const callback = jest.fn();
    render(<Toasts store={store} />);
    act(() => {
      store.add({text: 'Lejár', callback});
    });
    act(() => {
      jest.advanceTimersByTime(50_000);
    });
    expect(screen.queryByText('Lejár')).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('makes the text a button when the toast has a click handler', () => {
    const store = createToastStore();
    const onClick = jest.fn();
    render(<Toasts store={store} />);
    act(() => {
      store.add({text: 'Részletek', onClick});
    });
    fireEvent.click(screen.getByRole('button', {name: 'Részletek'}));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Részletek')).toBeInTheDocument();
  });
});
