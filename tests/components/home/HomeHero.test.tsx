/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

import HomeHero from '@site/src/components/home/HomeHero';

import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

beforeEach(() => {
  setMockPluginData('responsive-images', {
    'home-hero': {
      width: 560,
      height: 420,
      fallback: '/img/home/hero.svg',
      variants: [
        {width: 320, path: '/img/r/home-hero-320.webp'},
        {width: 1120, path: '/img/r/home-hero-1120.webp'},
      ],
    },
  });
});

describe('HomeHero', () => {
  it('renders the MDX heading, the download link and an eager artwork with fixed dimensions', () => {
    const {container} = render(
      <HomeHero
        ctaLabel="Töltsd le ingyen"
        ctaTo="/download/"
        secondaryLabel="A pókerjátékok"
        secondaryTo="/poker-games/"
      >
        <h1>Online póker Magyarországon</h1>
        <p>Rövid bemutatkozás.</p>
      </HomeHero>,
    );

    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Online póker Magyarországon');
    expect(screen.getByRole('link', {name: 'Töltsd le ingyen'})).toHaveAttribute('href', '/download/');
    expect(screen.getByRole('link', {name: 'A pókerjátékok'})).toHaveAttribute('href', '/poker-games/');
    // The download CTA is a Download control (the one download mechanism); the second CTA is a plain link.
    expect(screen.getByRole('link', {name: 'Töltsd le ingyen'})).toHaveAttribute('data-download-button');
    expect(screen.getByRole('link', {name: 'A pókerjátékok'})).not.toHaveAttribute('data-download-button');

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/img/home/hero.svg');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('srcset', '/img/r/home-hero-320.webp 320w, /img/r/home-hero-1120.webp 1120w');
    expect(image).not.toHaveAttribute('loading', 'lazy');
  });

  it('omits the second link when it is not given', () => {
    render(
      <HomeHero ctaLabel="Töltsd le ingyen" ctaTo="/download/">
        <h1>Cím</h1>
      </HomeHero>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
