/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import MegaMenu from '@site/src/components/shell/MegaMenu';
import UtilityMenu from '@site/src/components/shell/UtilityMenu';
import {navigation, type NavigationItem} from '@site/src/data/navigation';
import {inRegion} from '@site/tests/helpers/inRegion';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

function walk(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...walk(item.children)]);
}

const externalPaths = new Set(
  walk(navigation)
    .filter((item) => item.siteType === 'external')
    .map((item) => item.path),
);

beforeEach(() => {
  setMockLocation({pathname: '/contact/'});
  setMockPluginData('ambassadors', {ambassadors: []});
});

describe('the English-page mark of external menu items', () => {
  it('marks every external item of the main menu, visibly and for screen readers, and only those', () => {
    render(<MegaMenu path="/contact/" />);
    // Every link, the closed panels' too (they are in the DOM, hidden).
    const links = [...screen.getByRole('navigation', {name: 'Főmenü'}).querySelectorAll('a')];
    const external = links.filter((link) => externalPaths.has(link.getAttribute('href') ?? ''));
    // WSOP, Blog, loyalty, Rush & Cash, All-In or Fold, PokerCraft.
    expect(external).toHaveLength(externalPaths.size);
    for (const link of external) {
      expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('EN');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(angol nyelvű oldal\) \(új lapon nyílik meg\)$/));
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveAttribute('target', '_blank');
    }
    for (const link of links.filter((candidate) => !external.includes(candidate))) {
      expect(link).not.toHaveTextContent(/angol nyelvű|^EN$/);
      expect(link).not.toHaveAttribute('hreflang');
    }
  });

  it('leaves promotions and tournaments as pages of this site', () => {
    render(<MegaMenu path="/contact/" />);
    expect(screen.getByRole('link', {name: 'Promóciók'})).toHaveAttribute('href', '/promotions/');
    expect(screen.getByRole('link', {name: 'Versenyek'})).toHaveAttribute('href', '/tournaments/');
    expect(screen.getByRole('link', {name: 'Versenyek'})).not.toHaveAttribute('target');
  });

  it('marks the utility menu’s external item the same way', () => {
    render(<UtilityMenu variant="bar" />);
    const support = screen.getByRole('link', {name: /Ügyfélszolgálat/});
    expect(support).toHaveAccessibleName('Ügyfélszolgálat (angol nyelvű oldal) (új lapon nyílik meg)');
    expect(support).toHaveTextContent(/^ÜgyfélszolgálatEN↗/);
  });
});

describe('the language mark on a site in the external pages’ own language', () => {
  it('is left out on the Canadian (English) site, where the screen-reader note stays', () => {
    inRegion('GGPCA', () => {
      const Mark = jest.requireActual<{default: () => null}>('@site/src/components/shell/nav/ExternalMark').default;
      const {container} = render(<Mark />);
      expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('↗');
      expect(container).not.toHaveTextContent(/EN↗/);
      expect(container.querySelector('.visually-hidden')).not.toBeNull();
    });
  });
});
