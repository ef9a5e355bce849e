/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import SectionIndex from '@site/src/components/content/SectionIndex';
import {navigation, type NavigationItem, navigationItem} from '@site/src/data/navigation';
import {sectionPages} from '@site/src/lib/sectionPages';

describe('SectionIndex', () => {
  it('lists the section pages of the navigation data, in menu order, with their menu labels', () => {
    render(<SectionIndex section="/poker-school/" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sectionPages(navigation, '/poker-school/').map((item) => item.path),
    );
    expect(screen.getByRole('link', {name: 'Pókerszótár'})).toHaveAttribute('href', '/poker-school/poker-terms/');
    expect(links).toHaveLength(7);
  });

  it('refuses a section the navigation data does not have, naming it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SectionIndex section="/nincs-ilyen/" />)).toThrow(/\/nincs-ilyen\//);
  });
});

describe('sectionPages', () => {
  const page = (path: string, extra: Partial<NavigationItem> = {}): NavigationItem =>
    navigationItem({path, langKey: 'X', ...extra});

  it('skips the section page itself, hidden items and other sites', () => {
    const tree = [
      page('/a/', {
        children: [
          page('/a/'),
          page('/a/b/'),
          page('/a/hidden/', {isShow: false}),
          page('https://x.example/', {siteType: 'external'}),
        ],
      }),
    ];
    expect(sectionPages(tree, '/a/').map((item) => item.path)).toEqual(['/a/b/']);
    expect(sectionPages(tree, '/z/')).toEqual([]);
  });
});
