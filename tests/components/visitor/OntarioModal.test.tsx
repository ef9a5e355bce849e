/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import {OntarioDialog} from '@site/src/components/visitor/OntarioModal';

describe('OntarioDialog', () => {
  it('has logo, title, description, three icon blurbs, the note, primary link, continue and X', async () => {
    const onClose = jest.fn();
    render(<OntarioDialog open onClose={onClose} targetHref="https://www.ggpoker.ca/?a=1" />);
    const dialog = await screen.findByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', {name: 'GGPoker'})).toBeInTheDocument();
    expect(dialog.querySelectorAll('li img[width="96"][height="96"]')).toHaveLength(3);
    expect(dialog).toHaveTextContent('Nem Ontarióban vagy?');
    expect(screen.getByRole('link', {name: 'Tovább az ontariói oldalra'})).toHaveAttribute(
      'href',
      'https://www.ggpoker.ca/?a=1',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Bezárás, maradok ezen az oldalon'}));
    await userEvent.click(screen.getByRole('button', {name: 'Folytatás'}));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has a main-site variant', async () => {
    render(<OntarioDialog open onClose={() => undefined} targetHref="https://www.ggpoker.ca/" variant="main" />);
    expect(await screen.findByRole('dialog', {name: 'Ontarióból játszanál?'})).toBeInTheDocument();
  });

  it('hides the primary button without a safe target', async () => {
    render(<OntarioDialog open onClose={() => undefined} targetHref={null} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link', {name: 'Tovább az ontariói oldalra'})).not.toBeInTheDocument();
  });
});
