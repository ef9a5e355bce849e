/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';

import FeaturedAmbassadors from '@site/src/components/home/FeaturedAmbassadors';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

jest.mock('@site/src/hooks/useAmbassadors', () => ({useAmbassadors: jest.fn()}));

const mockedUseAmbassadors = useAmbassadors as jest.MockedFunction<typeof useAmbassadors>;

describe('FeaturedAmbassadors', () => {
  it('links every ambassador from the hook to /ggteam/<slug>/ with a 192x192 lazy thumbnail', () => {
    mockedUseAmbassadors.mockReturnValue([
      {
        slug: 'anna-teszt',
        name: 'Teszt Anna',
        profile: 'contracted',
        role: 'Próbaszerep',
        formats: ['Spin & Gold'],
        style: 'TAG',
      },
      {
        slug: 'bela-minta',
        name: 'Minta Béla',
        profile: 'contracted',
        role: 'Másik szerep',
        formats: ['PLO'],
        style: 'laza',
      },
    ]);
    render(
      <FeaturedAmbassadors title="Ismerd meg a GGTeamet" showAllLabel="A teljes csapat">
        <p>Bevezető</p>
      </FeaturedAmbassadors>,
    );

    const section = screen.getByRole('region', {name: 'Ismerd meg a GGTeamet'});
    const list = within(section).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ggteam/anna-teszt/', '/ggteam/bela-minta/']);
    expect(links[0]).toHaveAccessibleName('Teszt Anna');

    const image = within(links[1]).getByRole('img', {name: 'Minta Béla'});
    expect(image).toHaveAttribute('src', '/img/ggteam/bela-minta_nav.svg');
    expect(image).toHaveAttribute('width', '192');
    expect(image).toHaveAttribute('height', '192');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('labels made-up profiles on their cards and notes it under the intro', () => {
    mockedUseAmbassadors.mockReturnValue([
      {
        slug: 'anna-teszt',
        name: 'Teszt Anna',
        profile: 'illustration',
        role: 'Próbaszerep',
        formats: ['Spin & Gold'],
        style: 'TAG',
      },
      {slug: 'bela-minta', name: 'Minta Béla', profile: 'contracted', role: 'Szerep', formats: ['PLO'], style: 'laza'},
    ]);
    render(<FeaturedAmbassadors title="Játékstílusok közelről" showAllLabel="Az összes profil" />);

    const section = screen.getByRole('region', {name: 'Játékstílusok közelről'});
    expect(
      within(section).getByText('A profilok kitalált szereplőket mutatnak be, kizárólag szemléltető céllal.'),
    ).toBeVisible();
    const [anna, bela] = within(within(section).getByRole('list')).getAllByRole('link');
    expect(within(anna).getByText('Kitalált, szemléltető profil')).toBeVisible();
    expect(anna).toHaveAccessibleName('Teszt Anna Kitalált, szemléltető profil');
    expect(within(bela).queryByText('Kitalált, szemléltető profil')).toBeNull();
    expect(bela).toHaveAccessibleName('Minta Béla');
  });

  it('always offers the link to the whole team, even with no ambassadors', () => {
    mockedUseAmbassadors.mockReturnValue([]);
    render(<FeaturedAmbassadors title="Ismerd meg a GGTeamet" showAllLabel="A teljes csapat" />);

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'A teljes csapat'})).toHaveAttribute('href', '/ggteam/');
  });
});
