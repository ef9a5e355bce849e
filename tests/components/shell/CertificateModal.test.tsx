import {act, fireEvent, render, screen, within} from '@testing-library/react';
import React from 'react';

import {
  CertificateLink,
  CertificateModalProvider,
  useCertificateModal,
} from '@site/src/components/shell/CertificateModal';
import {WORLD_RECORD} from '@site/src/data/worldRecord';
import {formatFigure} from '@site/src/lib/format/figureText';
import {formatHuDate} from '@site/src/lib/format/huDate';

function Opener(): React.ReactNode {
  const {open} = useCertificateModal();
  return (
    <button type="button" onClick={open}>
      tanúsítvány
    </button>
  );
}

/** Clicks the opener and waits for the dialog, whose code loads on the first opening. */
async function openCertificate(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', {name: 'tanúsítvány'}));
  const dialog = await screen.findByRole('dialog', {name: 'Guinness-világrekord'});
  settle();
  return dialog;
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
  it('loads nothing until opened, then opens with the certificate and a close button', async () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', {name: 'tanúsítvány'});
    opener.focus();
    const dialog = await openCertificate();
    expect(dialog).toContainElement(screen.getByTestId('record-certificate'));
    const close = screen.getByRole('button', {name: 'Bezárás'});
    expect(close).toHaveFocus();
    fireEvent.click(close);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('shows the issuer, the record, the event, the date and the figures from the record data', async () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    await openCertificate();
    const certificate = screen.getByTestId('record-certificate');
    const text = within(certificate);
    expect(text.getAllByText('Guinness World Records')[0]).toBeInTheDocument();
    expect(text.getByText('A legnagyobb díjalap egy online pókerversenyen')).toBeInTheDocument();
    expect(text.getByText('„Largest prize pool for an online poker tournament”')).toBeInTheDocument();
    // Values from the data, through the site's formatters (no-break spaces inside the amounts).
    const fact = (label: string) => text.getByText(label).nextElementSibling;
    expect(fact('Esemény')?.textContent).toBe('2020 WSOP Online Main Event (77. verseny, 5000\u00a0$ nevezési díj)');
    expect(fact('Helyszín')).toHaveTextContent('GGPoker');
    expect(fact('A döntő napja')).toHaveTextContent('2020. szeptember 6.');
    expect(fact('A döntő napja')).toHaveTextContent(formatHuDate(WORLD_RECORD.date));
    expect(fact('Díjalap')?.textContent).toBe('27\u00a0559\u00a0500\u00a0$');
    expect(fact('Díjalap')?.textContent).toBe(formatFigure(WORLD_RECORD.prizePool));
    expect(fact('Nevezések')).toHaveTextContent('5802');
    expect(fact('A címet odaítélte')).toHaveTextContent('Guinness World Records, 2020');
    // No invented signatory, and it says what it is.
    expect(certificate).not.toHaveTextContent(/Versenyigazgatóság|pókerterem/);
    expect(certificate).toHaveTextContent('nem a hivatalos oklevél másolata');
  });

  it('links the independent reports that confirm the record, in a new tab', async () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    const dialog = await openCertificate();
    for (const report of WORLD_RECORD.reports) {
      const link = within(dialog).getByRole('link', {name: new RegExp(`^${report.publisher}`)});
      expect(link).toHaveAttribute('href', report.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('closes on Escape and returns focus', async () => {
    render(
      <CertificateModalProvider>
        <Opener />
      </CertificateModalProvider>,
    );
    const opener = screen.getByRole('button', {name: 'tanúsítvány'});
    opener.focus();
    await openCertificate();
    fireEvent.keyDown(document.activeElement ?? document, {key: 'Escape'});
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('is a harmless no-op outside the provider', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', {name: 'tanúsítvány'}));
    await act(async () => {
      jest.advanceTimersByTime(500);
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a link to the world-record page that opens the pop-up on a plain click once the app runs', async () => {
    render(
      <CertificateModalProvider>
        <CertificateLink>rekord</CertificateLink>
      </CertificateModalProvider>,
    );
    const link = screen.getByRole('link', {name: 'rekord'});
    expect(link).toHaveAttribute('href', '/world-record/');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    // A click with a modifier opens the page (a new tab), not the pop-up.
    expect(fireEvent.click(link, {ctrlKey: true})).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A plain click stays on the page and opens the pop-up.
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('dialog', {name: 'Guinness-világrekord'})).toBeInTheDocument();
  });

  it('outside the provider the link is a plain link to the page', () => {
    render(<CertificateLink>rekord</CertificateLink>);
    const link = screen.getByRole('link', {name: 'rekord'});
    expect(link).not.toHaveAttribute('aria-haspopup');
    expect(fireEvent.click(link)).toBe(true);
  });
});
