/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import CopyLinkButton from '@site/src/components/kit/CopyLinkButton';
import Toasts from '@site/src/components/kit/Toasts';
import {toastStore} from '@site/src/lib/toastStore';

const LINK = 'https://dl.example.com/ios/main';

beforeEach(() => {
  for (const toast of toastStore.getSnapshot()) toastStore.close(toast.id);
});

describe('CopyLinkButton', () => {
  it('puts the link on the clipboard and says so in a toast', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(
      <>
        <CopyLinkButton href={LINK} />
        <Toasts />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Link másolása'}));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent(`Link kimásolva: ${LINK}`);
  });

  it('shows the link to copy by hand when the clipboard refuses, or there is none', async () => {
    const click = async (): Promise<void> => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name: 'Link másolása'}));
        await Promise.resolve();
      });
    };
    const writeText = async (): Promise<void> => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<CopyLinkButton href={LINK} />);
    await click();
    expect(toastStore.getSnapshot().map((toast) => toast.text)).toEqual([
      `Nem sikerült kimásolni a linket. Jelöld ki, és másold ki kézzel: ${LINK}`,
    ]);
    Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
    await click();
    expect(toastStore.getSnapshot()).toHaveLength(1);
    expect(toastStore.getSnapshot()[0]?.text).toContain(LINK);
  });
});
