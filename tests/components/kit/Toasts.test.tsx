/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import Toasts from '@site/src/components/kit/Toasts';
import {createToastStore} from '@site/src/lib/toastStore';

describe('Toasts', () => {
  it('renders an empty polite status region, then the toasts with their colours', () => {
    const store = createToastStore();
    render(<Toasts store={store} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      store.add({id: 'saved', text: 'Mentve'});
    });
    const toast = screen.getByText('Mentve').closest<HTMLElement>('[data-toast-id]')!;
    expect(toast.style.backgroundColor).toBe('rgb(211, 0, 0)');
    expect(toast.style.color).toBe('rgb(255, 255, 255)');
  });

  // When a toast closes itself is the store's (tests/unit/src/lib/toastStore.test.ts).
  it('closes by its Hungarian-labelled close button', () => {
    const store = createToastStore();
    render(<Toasts store={store} />);
    act(() => {
      store.add({id: 'error', text: 'Hiba'});
    });
    fireEvent.click(screen.getByRole('button', {name: 'Értesítés bezárása'}));
    expect(screen.queryByText('Hiba')).toBeNull();
  });
});
