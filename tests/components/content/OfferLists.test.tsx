/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import PromotionList from '@site/src/components/content/PromotionList';
import TournamentList, {tournamentJsonLd} from '@site/src/components/content/TournamentList';
import type {PromotionEntry, TournamentEntry} from '@site/src/lib/collections';
import {serializeJsonLd} from '@site/src/lib/structuredData';
import {setMockCollections} from '@site/tests/mocks/docusaurus/generatedCollections';
import {setMockLocation} from '@site/tests/mocks/docusaurus/router';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

const WELCOME: PromotionEntry = {
  slug: 'welcome-bonus',
  title: 'Üdvözlő bónusz',
  summary: 'Két ajánlat közül választhatsz.',
  amount: {value: 600, unit: 'dollars', figure: 'welcomeMatchCap'},
  terms: '/bonus-terms/#udvozlo-bonusz',
};

const MONTHLY: PromotionEntry = {
  slug: 'havi-jatek',
  title: 'Havi játék',
  summary: 'Minden hónapban új játék.',
  amount: {value: 20_000, unit: 'playMoney'},
  dates: {starts: '2026-11-20', ends: '2026-12-31', source: 'a promóciós csapat levele'},
  terms: '/terms-conditions/',
  to: '/streamer-mode/',
};

const SPIN: TournamentEntry = {
  slug: 'spin-and-gold',
  title: 'Spin & Gold',
  format: 'Spin & Gold',
  summary: 'Háromfős villámverseny.',
  buyIn: {value: 0.25, unit: 'dollars', figure: 'spinGoldMinBuyIn'},
  buyInMax: {value: 200, unit: 'dollars', figure: 'spinGoldMaxBuyIn'},
  prize: {value: 200_000, unit: 'times', figure: 'spinGoldMaxMultiplier'},
  to: '/poker-games/#spin--gold',
};

const WSOP: TournamentEntry = {
  slug: 'wsop-express',
  title: 'WSOP Express kvalifikációk',
  format: 'WSOP Express',
  summary: 'Online kvalifikációk WSOP-jegyekért.',
  buyIn: {value: 0.5, unit: 'dollars', figure: 'wsopExpressFrom'},
  ticket: {value: 30_000, unit: 'dollars', figure: 'wsopTicketLarge'},
  dates: {starts: '2026-11-01', ends: '2027-01-10', source: 'a promóciós csapat levele'},
  schedule: 'A menetrendet a kliensben látod.',
  terms: '/terms-conditions/',
};

const FLIP: TournamentEntry = {
  slug: 'flip-and-go',
  title: 'Flip & Go',
  format: 'Flip & Go',
  summary: 'All-in flippel indul.',
};

function cards(): HTMLElement[] {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

/** The card's facts as "label: value" lines. */
function facts(card: HTMLElement): string[] {
  return [...card.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`,
  );
}

describe('PromotionList', () => {
  it('shows a card per promotion in the given order: figure, title with its anchor, summary, validity, links, note', () => {
    setMockCollections({promotions: [WELCOME, MONTHLY], tournaments: []});
    render(<PromotionList />);
    const [welcome, monthly] = cards();
    // The figure first, with its no-break space kept.
    expect(welcome.querySelector('article > p')?.textContent).toBe(nb('600 $'));
    expect(within(welcome).getByRole('heading', {level: 2, name: 'Üdvözlő bónusz'})).toHaveAttribute(
      'id',
      'welcome-bonus',
    );
    expect(within(welcome).getByText('Két ajánlat közül választhatsz.')).toBeInTheDocument();
    // A permanent offer shows no date: none was announced.
    expect(facts(welcome)).toEqual(['Érvényes: Folyamatosan, visszavonásig']);
    expect(welcome).not.toHaveTextContent(/\d{4}\./);
    expect(within(welcome).getByRole('link', {name: 'Részvételi feltételek – Üdvözlő bónusz'})).toHaveAttribute(
      'href',
      '/bonus-terms/#udvozlo-bonusz',
    );
    expect(within(welcome).queryByRole('link', {name: /Bővebben/})).toBeNull();
    // The promotion note of every offer: the statutory wording and the bonus terms.
    expect(welcome).toHaveTextContent(
      '18+ 18 éven aluliak nem játszhatnak. A bónuszokra és promóciókra feltételek vonatkoznak, ezeket a Bónuszfeltételek oldalon olvashatod. A túlzásba vitt szerencsejáték függőséghez vezethet. Játssz felelősen – limitek, önkizárás és segítség: Felelős játék.',
    );
    expect(within(welcome).getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
    expect(monthly.querySelector('article > p')?.textContent).toBe(nb('20 000 P'));
    expect(facts(monthly)).toEqual(['Érvényes: 2026. november 20-ától december 31-éig']);
    expect(within(monthly).getByRole('link', {name: 'Bővebben – Havi játék'})).toHaveAttribute(
      'href',
      '/streamer-mode/',
    );
    // Its rules are not in the bonus terms: the statutory wording alone, no pointer to the bonus terms.
    expect(monthly).toHaveTextContent(
      '18+ 18 éven aluliak nem játszhatnak. A túlzásba vitt szerencsejáték függőséghez vezethet. Játssz felelősen',
    );
    expect(within(monthly).queryByRole('link', {name: 'Bónuszfeltételek'})).toBeNull();
  });

  it('shows a cap as a cap („akár 600 $”), never as a flat gift', () => {
    setMockCollections({promotions: [{...WELCOME, upTo: true}], tournaments: []});
    render(<PromotionList />);
    const [welcome] = cards();
    expect(welcome.querySelector('article > p')?.textContent).toBe(`akár ${nb('600 $')}`);
  });

  it('says so when no promotion is running', () => {
    setMockCollections({promotions: [], tournaments: []});
    render(<PromotionList />);
    expect(screen.getByText('Most nincs futó promóció. Nézz vissza hamarosan!')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('TournamentList', () => {
  beforeEach(() => setMockLocation({pathname: '/tournaments/'}));

  it('shows buy-in, prize, ticket, schedule and validity as facts; the format only when the title does not say it', () => {
    setMockCollections({promotions: [], tournaments: [SPIN, WSOP, FLIP]});
    render(<TournamentList />);
    const [spin, wsop, flip] = cards();
    expect(facts(spin)).toEqual([
      `Nevezési díj: ${nb('0,25 $')}\u00a0– ${nb('200 $')}`,
      `Legnagyobb szorzó: ${nb('200 000×')}`,
      'Érvényes: Folyamatosan, visszavonásig',
    ]);
    expect(facts(wsop)).toEqual([
      'Formátum: WSOP Express',
      `Nevezési díj: ${nb('0,50 $')}-tól`,
      `Legértékesebb jegy: ${nb('30 000 $')} értékű jegy`,
      'Menetrend: A menetrendet a kliensben látod.',
      'Érvényes: 2026. november 1-jétől 2027. január 10-éig',
    ]);
    // No buy-in is announced for every format: then the card shows none rather than a guess.
    expect(facts(flip)).toEqual(['Érvényes: Folyamatosan, visszavonásig']);
    expect(within(spin).getByRole('heading', {level: 2, name: 'Spin & Gold'})).toHaveAttribute('id', 'spin-and-gold');
    expect(within(spin).getByRole('link', {name: 'Bővebben – Spin & Gold'})).toHaveAttribute(
      'href',
      '/poker-games/#spin--gold',
    );
    // Only a tournament whose rules are on this site links to them; the bonus terms cover no tournament.
    expect(
      within(wsop).getByRole('link', {name: 'Részvételi feltételek – WSOP Express kvalifikációk'}),
    ).toHaveAttribute('href', '/terms-conditions/');
    expect(within(flip).queryByRole('link', {name: /Részvételi feltételek/})).toBeNull();
    // The tournament note, not the bonus note.
    expect(flip).toHaveTextContent('18+ 18 éven aluliak nem játszhatnak. A verseny szabályait és díjtáblázatát');
    expect(flip).toHaveTextContent('A túlzásba vitt szerencsejáték függőséghez vezethet.');
    expect(flip).not.toHaveTextContent('Bónuszfeltételek');
  });

  it('says so when no tournament is announced', () => {
    setMockCollections({promotions: [], tournaments: []});
    render(<TournamentList />);
    expect(screen.getByText('Most nincs meghirdetett verseny. Nézz vissza hamarosan!')).toBeInTheDocument();
  });
});

describe('a tournament’s structured data', () => {
  const site = {url: 'https://www.ggpoker.hu', baseUrl: '/'};
  const organizer = {
    '@type': 'Organization',
    name: 'GGPoker',
    url: 'https://www.ggpoker.hu/',
    logo: 'https://www.ggpoker.hu/img/og-logo.png',
  };

  it('is an online Event at the page’s URL, with its buy-in as a US dollar offer', () => {
    expect(tournamentJsonLd(WSOP, '/tournaments/', site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'WSOP Express kvalifikációk',
      description: 'Online kvalifikációk WSOP-jegyekért.',
      inLanguage: 'hu-HU',
      startDate: '2026-11-01',
      endDate: '2027-01-10',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: {'@type': 'VirtualLocation', url: 'https://www.ggpoker.hu/tournaments/'},
      organizer,
      offers: {
        '@type': 'Offer',
        price: 0.5,
        priceCurrency: 'USD',
        url: 'https://www.ggpoker.hu/tournaments/',
        validFrom: '2026-11-01',
      },
    });
  });

  it('is no Event for an ongoing format, which has no announced start', () => {
    expect(tournamentJsonLd(FLIP, '/tournaments/', site)).toBeUndefined();
    expect(tournamentJsonLd(SPIN, '/tournaments/', site)).toBeUndefined();
  });

  it('has no end date while none is announced, and no offer without an announced buy-in', () => {
    const dated: TournamentEntry = {...FLIP, dates: {starts: '2026-12-01', ends: null, source: 'a levél'}};
    const flip = tournamentJsonLd(dated, '/tournaments/', {url: 'https://preview.example.com', baseUrl: '/preview/x/'});
    expect(flip).not.toHaveProperty('endDate');
    expect(flip).not.toHaveProperty('offers');
    expect(flip?.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://preview.example.com/preview/x/tournaments/',
    });
  });

  it('survives serialising into an inline script', () => {
    const data = tournamentJsonLd(WSOP, '/tournaments/', site);
    if (!data) throw new Error('a dated tournament is an Event');
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
    expect(data.organizer).toEqual(organizer);
  });
});
