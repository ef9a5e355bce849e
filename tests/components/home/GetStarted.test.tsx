/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';

import GetStarted from '@site/src/components/home/GetStarted';

const steps = [
  {title: 'Töltsd le és telepítsd', text: 'Első lépés.'},
  {title: 'Hozz létre ingyenes fiókot', text: 'Második lépés.'},
  {title: 'Kezdj el játszani', text: 'Harmadik lépés.'},
];

describe('GetStarted', () => {
  it('is a section labelled by its h2, with the steps in order and a link to the download page', () => {
    render(
      <GetStarted title="Kezdj hozzá három lépésben" steps={steps} ctaLabel="Ugrás a letöltéshez" ctaTo="/download/">
        <p>Pár perc, és már az asztalnál ülsz.</p>
      </GetStarted>,
    );

    const section = screen.getByRole('region', {name: 'Kezdj hozzá három lépésben'});
    expect(within(section).getByRole('heading', {level: 2})).toHaveTextContent('Kezdj hozzá három lépésben');

    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(steps.map((step) => step.title));

    expect(within(section).getByRole('link', {name: 'Ugrás a letöltéshez'})).toHaveAttribute('href', '/download/');
    // A Download control: the one download mechanism.
    expect(within(section).getByRole('link', {name: 'Ugrás a letöltéshez'})).toHaveAttribute('data-download-button');
  });
});
