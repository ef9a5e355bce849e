/** @jest-environment jsdom */
import {act, render, screen, within} from '@testing-library/react';
import React from 'react';
import {hydrateRoot} from 'react-dom/client';

import {CertificateDialog, CertificateLink} from '@site/src/components/shell/CertificateModal';
import {WORLD_RECORD} from '@site/src/data/worldRecord';
import {formatFigure} from '@site/src/lib/format/figureText';
import {formatHuDate} from '@site/src/lib/format/huDate';

/**
 * The dialog rendered in the browser (no page HTML to keep: its content comes from its chunk), closed (its content
 * is found with `hidden: true`); labelled by its title.
 */
async function renderDialog(): Promise<HTMLElement> {
  const {container} = render(<CertificateDialog />);
  const dialog = container.querySelector('dialog')!;
  await screen.findByTestId('record-certificate');
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  expect(title).toHaveTextContent('Guinness-világrekord');
  return dialog;
}

describe('CertificateModal', () => {
  it('is a native dialog in the page, closed, with the certificate and a close button that closes it by itself', async () => {
    const dialog = await renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(dialog).toContainElement(screen.getByTestId('record-certificate'));
    const close = within(dialog).getByRole('button', {name: 'Bezárás', hidden: true});
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('shows the issuer, the record, the event, the date and the figures from the record data', async () => {
    await renderDialog();
    const certificate = screen.getByTestId('record-certificate');
    const text = within(certificate);
    expect(text.getAllByText('Guinness World Records')[0]).toBeInTheDocument();
    expect(text.getByText('A legnagyobb díjalap egy online pókerversenyen')).toBeInTheDocument();
    expect(text.getByText('„Largest prize pool for an online poker tournament”')).toBeInTheDocument();
    // Values from the data, through the site's formatters (no-break spaces inside the amounts).
    const fact = (label: string) => text.getByText(label).nextElementSibling;
    expect(fact('Esemény')?.textContent).toBe(
      '2020 WSOP Online Main Event (a sorozat 77. versenye, 5000\u00a0$ nevezési díj)',
    );
    expect(fact('Platform')).toHaveTextContent('GGPoker');
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
    const dialog = await renderDialog();
    for (const report of WORLD_RECORD.reports) {
      const link = within(dialog).getByRole('link', {name: new RegExp(`^${report.publisher}`), hidden: true});
      expect(link).toHaveAttribute('href', report.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps the dialog the page’s HTML holds through hydration, open as the visitor left it', async () => {
    const {container, unmount} = render(<CertificateDialog />);
    await screen.findByTestId('record-certificate');
    const pageHtml = container.innerHTML;
    unmount();
    // The page as the build wrote it, the dialog opened (before the app ran) by the record badge.
    const page = document.createElement('div');
    page.innerHTML = pageHtml;
    document.body.append(page);
    const dialog = page.querySelector('dialog')!;
    // What React would not render itself: it survives only if the app keeps the content untouched.
    dialog.insertAdjacentHTML('beforeend', '<p data-testid="from-the-page"></p>');
    const content = dialog.innerHTML;
    const certificate = page.querySelector('[data-testid="record-certificate"]');
    dialog.setAttribute('open', '');
    const root = await act(async () => hydrateRoot(page, <CertificateDialog />));
    expect(page.querySelector('dialog')).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(page.querySelector('[data-testid="record-certificate"]')).toBe(certificate);
    expect(dialog.innerHTML).toBe(content);
    act(() => root.unmount());
    page.remove();
  });

  it('offers a link to the world-record page that names the dialog it opens in place', async () => {
    const dialog = await renderDialog();
    render(<CertificateLink>rekord</CertificateLink>);
    const link = screen.getByRole('link', {name: 'rekord'});
    expect(link).toHaveAttribute('href', '/world-record/');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('data-opens-dialog', dialog.id);
  });
});
