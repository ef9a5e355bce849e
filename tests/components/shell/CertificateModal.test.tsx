import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import {CertificateModalProvider, useCertificateModal} from '@site/src/components/shell/CertificateModal';

function Opener(): React.ReactNode {
  const {open} = useCertificateModal();
  return (
    <button type="button" onClick={open}>
      tanúsítvány
    </button>
  );
}

function settle(): void {
  act(() => {
    jest.advanceTimersByTime(500);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CertificateModal', () => {
  it('opens from useCertificateModal().open() with the 631x857 certificate and a close button', () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', {name: 'tanúsítvány'});
    opener.focus();
    fireEvent.click(opener);
    settle();
    const dialog = screen.getByRole('dialog', {name: 'Világrekord-tanúsítvány'});
    const image = screen.getByRole('img');
    expect(dialog).toContainElement(image);
    expect(image).toHaveAttribute('src', '/img/certificate/world-record-certificate.svg');
    expect(image).toHaveAttribute('width', '631');
    expect(image).toHaveAttribute('height', '857');
    expect(image.getAttribute('alt')).toMatch(/tanúsítvány/i);
    const close = screen.getByRole('button', {name: 'Tanúsítvány bezárása'});
    expect(close).toHaveFocus();
    fireEvent.click(close);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus', () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    const opener = screen.getByRole('button', {name: 'tanúsítvány'});
    opener.focus();
    fireEvent.click(opener);
    settle();
    fireEvent.keyDown(document.activeElement ?? document, {key: 'Escape'});
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('is a harmless no-op outside the provider', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', {name: 'tanúsítvány'}));
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
