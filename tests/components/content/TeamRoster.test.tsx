/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import AmbassadorIntro from '@site/src/components/content/AmbassadorIntro';
import TeamRoster from '@site/src/components/content/TeamRoster';
import {setMockLocation} from '@site/tests/mocks/docusaurus/router';
import {setMockPluginData} from '@site/tests/mocks/docusaurus/useGlobalData';

const TEAM = [
  {
    slug: 'kovacs-bence',
    name: 'Kovács Bence',
    profile: 'illustration',
    role: 'A készpénzes asztalok embere',
    formats: ['Rush & Cash'],
    style: 'TAG',
  },
  {
    slug: 'szabo-reka',
    name: 'Szabó Réka',
    profile: 'illustration',
    role: 'Az Omaha szerelmese',
    formats: ['PLO', 'PLO-5'],
    style: 'elemző',
  },
];
const BADGE = 'Kitalált, szemléltető profil';
const NOTE = 'A profilok kitalált szereplőket mutatnak be, kizárólag szemléltető céllal.';

beforeEach(() => {
  setMockPluginData('ambassadors', {ambassadors: TEAM});
});

describe('TeamRoster', () => {
  it('shows a card for every ambassador in the data: portrait, name, role, link to the profile', () => {
    render(<TeamRoster />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(TEAM.length);
    const bence = within(items[0]).getByRole('link', {name: /Kovács Bence/});
    expect(bence).toHaveAttribute('href', '/ggteam/kovacs-bence/');
    expect(bence).toHaveTextContent('A készpénzes asztalok embere');
    const portrait = items[0].querySelector('img')!;
    expect(portrait).toHaveAttribute('src', '/img/ggteam/kovacs-bence_nav.svg');
    expect(portrait).toHaveAttribute('width', '192');
    expect(portrait).toHaveAttribute('height', '192');
    expect(portrait).toHaveAttribute('alt', '');
  });

  it('labels every made-up profile visibly and says so above the list', () => {
    render(<TeamRoster />);
    expect(screen.getByText(NOTE)).toBeVisible();
    for (const item of within(screen.getByRole('list')).getAllByRole('listitem')) {
      expect(within(item).getByText(BADGE)).toBeVisible();
      expect(within(item).getByRole('link')).toHaveAccessibleName(expect.stringContaining(BADGE));
    }
  });

  it('shows a contracted ambassador without the label, and no note when nobody is made up', () => {
    setMockPluginData('ambassadors', {ambassadors: TEAM.map((member) => ({...member, profile: 'contracted'}))});
    render(<TeamRoster />);
    expect(screen.queryByText(BADGE)).toBeNull();
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('labels only the made-up one in a mixed team', () => {
    setMockPluginData('ambassadors', {ambassadors: [{...TEAM[0], profile: 'contracted'}, TEAM[1]]});
    render(<TeamRoster />);
    const [real, made] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(real).queryByText(BADGE)).toBeNull();
    expect(within(made).getByText(BADGE)).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });
});

describe('AmbassadorIntro', () => {
  it('opens a profile with the portrait, the title and the key facts of the ambassador of that route', () => {
    setMockLocation({pathname: '/ggteam/szabo-reka/'});
    const {container} = render(
      <AmbassadorIntro>
        <h1>Szabó Réka</h1>
      </AmbassadorIntro>,
    );
    // A plain box (Docusaurus already wraps the MDX title in a <header>): the component's root element.
    const header = container.firstElementChild as HTMLElement;
    expect(within(header).getByRole('heading', {level: 1})).toHaveTextContent('Szabó Réka');
    expect(header.querySelector('img')).toHaveAttribute('src', '/img/ggteam/szabo-reka_nav.svg');
    expect(header.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(header).toHaveTextContent('Az Omaha szerelmese');
    expect(within(header).getByText('PLO, PLO-5')).toBeInTheDocument();
    expect(within(header).getByText('elemző')).toBeInTheDocument();
  });

  it('labels a made-up profile above its title and says its story and quotes are made up', () => {
    setMockLocation({pathname: '/ggteam/szabo-reka/'});
    const {container} = render(
      <AmbassadorIntro>
        <h1>Szabó Réka</h1>
      </AmbassadorIntro>,
    );
    const header = container.firstElementChild as HTMLElement;
    const badge = within(header).getByText(BADGE);
    // Before the title in reading order, so nobody reads the profile before the label.
    expect(badge.compareDocumentPosition(within(header).getByRole('heading', {level: 1}))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(header).toHaveTextContent(/Ez a profil kitalált szereplőt mutat be, kizárólag szemléltető céllal/);
  });

  it('shows a contracted ambassador’s profile without the label', () => {
    setMockPluginData('ambassadors', {ambassadors: TEAM.map((member) => ({...member, profile: 'contracted'}))});
    setMockLocation({pathname: '/ggteam/szabo-reka/'});
    render(
      <AmbassadorIntro>
        <h1>Szabó Réka</h1>
      </AmbassadorIntro>,
    );
    expect(screen.queryByText(BADGE)).toBeNull();
    expect(screen.queryByText(/kitalált szereplőt/)).toBeNull();
  });

  it('refuses a page that is no ambassador profile', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setMockLocation({pathname: '/ggteam/'});
    expect(() => render(<AmbassadorIntro>x</AmbassadorIntro>)).toThrow('only for ambassador profiles');
  });
});
