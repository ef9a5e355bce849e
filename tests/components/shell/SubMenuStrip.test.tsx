/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import SubMenuStrip from '@site/src/components/shell/SubMenuStrip';

import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

beforeEach(() => {
  setMockPluginData('ambassadors', {
    ambassadors: [
      {slug: 'kovacs-bence', name: 'Kovács Bence', profile: 'illustration'},
      {slug: 'varga-lilla', name: 'Varga Lilla', profile: 'illustration'},
    ],
  });
});

describe('SubMenuStrip', () => {
  it('shows the poker school title and its visible sub-items on a poker school page', () => {
    render(<SubMenuStrip path="/poker-school/poker-hand-rankings/" />);
    const strip = screen.getByTestId('sub-menu-strip');
    expect(screen.getByRole('navigation', {name: 'Pókeriskola'})).toBe(strip);
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/poker-school/',
      '/poker-school/how-to-play-poker/',
      '/poker-school/poker-hand-rankings/',
      '/poker-school/how-to-play-texas-holdem-poker/',
      '/poker-school/how-to-play-omaha-poker/',
      '/poker-school/basic-poker-strategy-tips/',
      '/poker-school/poker-hands-odds/',
      '/poker-school/poker-terms/',
    ]);
    expect(within(strip).getByRole('link', {name: 'Pókerkezek erősorrendje'})).toHaveAttribute('aria-current', 'page');
  });

  it('includes nested sub-items and leaves hidden ones out', () => {
    render(<SubMenuStrip path="/poker-games/omaha/" />);
    const strip = screen.getByTestId('sub-menu-strip');
    expect(within(strip).getByRole('link', {name: 'Omaha'})).toHaveAttribute('aria-current', 'page');
    render(<SubMenuStrip path="/funds/deposit-withdrawal/" />);
    const funds = screen.getByRole('navigation', {name: 'Pénzügyek'});
    expect(within(funds).queryByRole('link', {name: 'Valódi pénzes póker'})).toBeNull();
  });

  it('lists the ambassadors in the team section', () => {
    render(<SubMenuStrip path="/ggteam/varga-lilla/" />);
    const strip = screen.getByRole('navigation', {name: 'Játékstílusok'});
    expect(within(strip).getByRole('link', {name: 'Összes'})).toHaveAttribute('href', '/ggteam/');
    expect(within(strip).getByRole('link', {name: 'Varga Lilla'})).toHaveAttribute('aria-current', 'page');
    expect(within(strip).getByText('Kitalált, szemléltető profilok')).toBeVisible();
  });

  it('has no made-up-profiles note when every ambassador is contracted', () => {
    setMockPluginData('ambassadors', {
      ambassadors: [{slug: 'varga-lilla', name: 'Varga Lilla', profile: 'contracted'}],
    });
    render(<SubMenuStrip path="/ggteam/varga-lilla/" />);
    expect(screen.queryByText('Kitalált, szemléltető profilok')).toBeNull();
  });

  it('is absent on pages outside the menu', () => {
    const {container} = render(<SubMenuStrip path="/cookie-policy/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
