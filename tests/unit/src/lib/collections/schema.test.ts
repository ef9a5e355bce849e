import {
  type CollectionKind,
  fieldHint,
  type KnownRoutes,
  parseEntry,
  type PromotionEntry,
  type TournamentEntry,
} from '@site/src/lib/collections';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

const ROUTES: KnownRoutes = new Map([
  ['/bonus-terms/', new Set(['udvozlo-bonusz', 'streamer-cashback'])],
  ['/terms-conditions/', undefined],
  ['/streamer-mode/', new Set<string>()],
]);

const PROMOTION = {
  title: 'Üdvözlő bónusz',
  summary: 'Új játékosként akár {fig:welcomeMatchCap}-ig kaphatsz bónuszt.',
  amount: 'fig:welcomeMatchCap',
  starts: '2026-11-01',
  ends: null,
  source: 'a promóciós csapat levele, 2026-10-20',
  terms: '/bonus-terms/#udvozlo-bonusz',
};

const TOURNAMENT = {
  title: 'Spin & Gold',
  format: 'Spin & Gold',
  summary: 'Háromfős villámverseny.',
  buyIn: 'fig:spinGoldMinBuyIn',
  buyInMax: 'fig:spinGoldMaxBuyIn',
  prize: 'fig:spinGoldMaxMultiplier',
  starts: '2026-11-01',
  ends: '2026-12-31',
  source: 'a promóciós csapat levele, 2026-10-20',
  terms: '/terms-conditions/',
};

/** The messages of an entry that must not pass, by field. */
function issues(kind: CollectionKind, data: unknown, routes: KnownRoutes | undefined = ROUTES): Record<string, string> {
  const result = parseEntry(kind, data, 'x', {routes});
  if (result.ok) throw new Error(`passed: ${JSON.stringify(data)}`);
  return Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message]));
}

const promotionWith = (change: Record<string, unknown>) => issues('promotions', {...PROMOTION, ...change});
const tournamentWith = (change: Record<string, unknown>) => issues('tournaments', {...TOURNAMENT, ...change});

describe('a valid entry', () => {
  it('comes back typed, with its slug, the figure resolved and the placeholders filled in', () => {
    const result = parseEntry('promotions', PROMOTION, 'welcome-bonus', {routes: ROUTES});
    expect(result).toEqual({
      ok: true,
      entry: {
        slug: 'welcome-bonus',
        title: 'Üdvözlő bónusz',
        summary: `Új játékosként akár ${nb('600 $')}-ig kaphatsz bónuszt.`,
        amount: {value: 600, unit: 'dollars', figure: 'welcomeMatchCap'},
        dates: {starts: '2026-11-01', ends: null, source: 'a promóciós csapat levele, 2026-10-20'},
        terms: '/bonus-terms/#udvozlo-bonusz',
      } satisfies PromotionEntry,
    });
  });

  it('takes an amount written as the site writes it, when no figure has that value', () => {
    const result = parseEntry('promotions', {...PROMOTION, amount: nb('1500 $')}, 'x');
    expect(result.ok && result.entry.amount).toEqual({value: 1500, unit: 'dollars'});
  });

  it('takes a tournament with a buy-in range, a prize, optional schedule and link', () => {
    const data = {...TOURNAMENT, schedule: 'Folyamatosan indul.', to: '/streamer-mode/'};
    const result = parseEntry('tournaments', data, 'spin', {routes: ROUTES});
    expect(result.ok).toBe(true);
    const entry = (result as {entry: TournamentEntry}).entry;
    expect(entry.buyIn).toEqual({value: 0.25, unit: 'dollars', figure: 'spinGoldMinBuyIn'});
    expect(entry.prize).toEqual({value: 200_000, unit: 'times', figure: 'spinGoldMaxMultiplier'});
    expect(entry.schedule).toBe('Folyamatosan indul.');
  });

  it('takes a tournament without a buy-in: no figure is announced for every format', () => {
    const {buyIn: _buyIn, buyInMax: _buyInMax, prize: _prize, ...rest} = TOURNAMENT;
    expect(parseEntry('tournaments', {...rest, format: 'Flip & Go'}, 'x', {routes: ROUTES}).ok).toBe(true);
  });

  it('judges links by their form only when the routes are not known (the browser editor)', () => {
    expect(parseEntry('promotions', {...PROMOTION, terms: '/ismeretlen/#barmi'}, 'x').ok).toBe(true);
  });
});

describe('every problem, in Hungarian, by field', () => {
  it('a file that is no mapping', () => {
    expect(issues('promotions', 'csak szöveg')).toEqual({
      '': 'A fájl nem „mező: érték” sorokból áll (YAML-leképezés kell).',
    });
    expect(issues('promotions', null)['']).toMatch(/YAML-leképezés/);
  });

  it('unknown fields, each by its name, with the collection’s fields', () => {
    expect(promotionWith({amout: 'x', kep: 'y'})).toEqual({
      amout:
        'Ismeretlen mező: „amout”. A promóció mezői: title, summary, amount, upTo, starts, ends, source, order, terms, to.',
      kep: 'Ismeretlen mező: „kep”. A promóció mezői: title, summary, amount, upTo, starts, ends, source, order, terms, to.',
    });
    expect(tournamentWith({amount: 'fig:welcomeFree'}).amount).toMatch(
      /A verseny mezői: title, format, summary, buyIn/,
    );
  });

  it('missing fields', () => {
    expect(issues('promotions', {})).toEqual({
      title: 'Hiányzik a cím (title).',
      summary: 'Hiányzik az összefoglaló (summary).',
      terms: 'Hiányzik a feltételek linkje (terms).',
    });
    expect(issues('tournaments', {}).format).toBe('Hiányzik a formátum (format).');
    // A promotion's highlight is optional: a bare percentage would say too little (the check's sajat-feltetel).
    expect(issues('promotions', {})).not.toHaveProperty('amount');
    // A tournament's own rules may live only in the client: no terms link is needed.
    expect(issues('tournaments', {})).not.toHaveProperty('terms');
  });

  it('an ongoing entry has no dates at all; a dated one has its start, end and their source', () => {
    const {starts: _starts, ends: _ends, source: _source, ...ongoing} = PROMOTION;
    const result = parseEntry('promotions', ongoing, 'x', {routes: ROUTES});
    expect(result.ok && result.entry.dates).toBeUndefined();
    // The editor writes an empty end as `ends: null`: still ongoing.
    expect(parseEntry('promotions', {...ongoing, ends: null}, 'x', {routes: ROUTES}).ok).toBe(true);
    // A start date without its source is refused: a date nobody announced would be invented.
    const {source: _s, ...withoutSource} = PROMOTION;
    expect(issues('promotions', withoutSource).starts).toBe(
      'A kezdő dátumhoz (starts) forrás kell (source): ki és hol adta meg. Kitalált dátum nem kerülhet az oldalra; állandó ajánlatnál töröld a starts és az ends mezőt.',
    );
    expect(issues('promotions', {...ongoing, ends: '2026-12-31'}).starts).toMatch(/^Állandó \(dátum nélküli\)/);
    expect(issues('promotions', {...ongoing, source: 'a levél'}).starts).toMatch(/^Állandó \(dátum nélküli\)/);
    const {ends: _e, ...withoutEnd} = PROMOTION;
    expect(issues('promotions', withoutEnd).ends).toMatch(/^Hiányzik a záró dátum \(ends\)/);
    expect(promotionWith({source: 'x'}).source).toBe(
      'A dátumok forrása (source) túl rövid: írd le, ki és hol adta meg a dátumokat.',
    );
  });

  it("the writers' order is a whole number from 1", () => {
    const result = parseEntry('promotions', {...PROMOTION, order: 2}, 'x', {routes: ROUTES});
    expect(result.ok && result.entry.order).toBe(2);
    expect(promotionWith({order: 0}).order).toBe('A sorrend (order) egész szám legyen 1-től (1 az első kártya).');
    expect(promotionWith({order: 'első'}).order).toBe('A sorrend (order) egész szám legyen 1-től (1 az első kártya).');
  });

  it('texts: type, empty, line break, length, sentences, typed figures, unknown placeholders', () => {
    expect(promotionWith({title: 12}).title).toBe(
      'A cím (title) szöveg legyen, nem 12; tedd a szöveget idézőjelek közé: title: "…".',
    );
    expect(promotionWith({title: '  '}).title).toBe('A cím (title) üres.');
    expect(promotionWith({summary: 'Első sor.\nMásodik sor.'}).summary).toBe(
      'Az összefoglaló (summary) egy bekezdés legyen, sortörés nélkül.',
    );
    expect(promotionWith({title: 'x'.repeat(71)}).title).toBe(
      'A cím (title) túl hosszú: 71 karakter, legfeljebb 70 lehet.',
    );
    expect(promotionWith({summary: 'Egy. Kettő. Három.'}).summary).toBe(
      'Az összefoglaló (summary) legfeljebb két mondat lehet.',
    );
    expect(promotionWith({summary: 'Kapj 600 $ bónuszt.'}).summary).toBe(
      `Az összefoglaló (summary) kézzel beírt marketingszámot tartalmaz („${nb('600 $')}”); írd így: {fig:welcomeMatchCap}.`,
    );
    expect(promotionWith({summary: 'Akár {fig:nincsIlyen}-ig.'}).summary).toBe(
      'Az összefoglaló (summary): nincs ilyen szám a src/data/figures.ts-ben: {fig:nincsIlyen}.',
    );
    expect(tournamentWith({schedule: ''}).schedule).toBe('A menetrend (schedule) üres.');
  });

  it('amounts: the site’s written form, a figure id, a figure written by hand, the unit of a buy-in', () => {
    expect(promotionWith({amount: '$600'}).amount).toBe(
      `Az összeg (amount): „$600” helyett ezt írd: „${nb('600 $')}” (a dollárjel a szám után áll, nem előtte).`,
    );
    expect(promotionWith({amount: '20000 P'}).amount).toMatch(/„20000 P” helyett ezt írd: „20\u00a0000\u00a0P”/);
    expect(promotionWith({amount: 'fig:welcomeBonusz'}).amount).toBe(
      'Az összeg (amount): „fig:welcomeBonusz”: nincs ilyen szám a src/data/figures.ts-ben (welcomeBonusz).',
    );
    expect(promotionWith({amount: nb('600 $')}).amount).toBe(
      `Az összeg (amount): „${nb('600 $')}” a src/data/figures.ts száma: hivatkozz rá így: fig:welcomeMatchCap.`,
    );
    expect(promotionWith({amount: 600}).amount).toBe('Az összeg (amount) szöveg legyen, nem 600.');
    expect(tournamentWith({buyIn: 'fig:playMoneyWelcome'}).buyIn).toBe(
      `A nevezési díj (buyIn): „fig:playMoneyWelcome” játékpénz; itt dollárösszeg kell, pl. ${nb('0,50 $')}.`,
    );
  });

  it('the buy-in range', () => {
    const {buyIn: _buyIn, ...withoutBuyIn} = TOURNAMENT;
    expect(issues('tournaments', withoutBuyIn).buyInMax).toBe(
      'A legmagasabb nevezési díj (buyInMax) csak a nevezési díj (buyIn) mellett állhat, és annál nagyobb.',
    );
    expect(tournamentWith({buyInMax: 'fig:spinGoldMinBuyIn'}).buyInMax).toMatch(/annál nagyobb/);
  });

  it('dates: form, real day, type, and an end before the start', () => {
    expect(promotionWith({starts: '2026-02-30'}).starts).toBe(
      'A kezdő dátum (starts) „2026-02-30” nem valós ÉÉÉÉ-HH-NN dátum (pl. 2026-11-01).',
    );
    expect(promotionWith({starts: 20261101}).starts).toBe(
      'A kezdő dátum (starts) 20261101 nem valós ÉÉÉÉ-HH-NN dátum (pl. 2026-11-01).',
    );
    expect(promotionWith({ends: '2026.12.31.'}).ends).toBe(
      'A záró dátum (ends) „2026.12.31.” nem valós ÉÉÉÉ-HH-NN dátum (pl. 2026-12-31); ha visszavonásig érvényes, hagyd üresen.',
    );
    expect(promotionWith({ends: true}).ends).toBe(
      'A záró dátum (ends) true nem dátum; ÉÉÉÉ-HH-NN alakban írd, vagy hagyd üresen, ha visszavonásig érvényes.',
    );
    expect(promotionWith({ends: '2026-10-31'}).ends).toBe(
      'A záró dátum (ends: 2026-10-31) a kezdő dátum (starts: 2026-11-01) előtt van.',
    );
    // Ends before starts is said even when another field is wrong too.
    expect(promotionWith({ends: '2026-10-31', title: ''}).ends).toMatch(/előtt van/);
    // A wrong date has its own message; it is not compared too.
    expect(promotionWith({starts: 'soha', ends: '2026-10-01'}).ends).toBeUndefined();
    expect(parseEntry('promotions', {...PROMOTION, ends: '2026-11-01'}, 'x', {routes: ROUTES}).ok).toBe(true);
  });

  it('links: external, relative, trailing slash, form, anchor, unknown page, unknown anchor', () => {
    const terms = (value: unknown) => promotionWith({terms: value}).terms;
    expect(terms('https://ggpoker.com/promotions/')).toBe(
      'A feltételek linkje (terms): „https://ggpoker.com/promotions/” külső cím; az oldal saját útvonala kell, pl. /bonus-terms/.',
    );
    expect(terms('bonus-terms/')).toBe(
      'A feltételek linkje (terms): „bonus-terms/” relatív útvonal; így írd: /bonus-terms/.',
    );
    expect(terms('/bonus-terms#udvozlo-bonusz')).toBe(
      'A feltételek linkje (terms): „/bonus-terms#udvozlo-bonusz”: hiányzik a záró perjel; így írd: /bonus-terms/#udvozlo-bonusz.',
    );
    expect(terms('/Bónusz Feltételek/')).toBe(
      'A feltételek linkje (terms): „/Bónusz Feltételek/” nem útvonal: kisbetűk, számok és kötőjelek, perjellel zárva.',
    );
    expect(terms('/bonus-terms/#')).toBe(
      'A feltételek linkje (terms): „/bonus-terms/#”: a horgony (#…) üres vagy hibás.',
    );
    expect(terms('/bonus-term/')).toBe(
      'A feltételek linkje (terms): „/bonus-term/”: nincs ilyen oldal (/bonus-term/).',
    );
    expect(terms('/bonus-terms/#welcome')).toBe(
      'A feltételek linkje (terms): „/bonus-terms/#welcome”: a /bonus-terms/ oldalon nincs „#welcome” horgony (címsor).',
    );
    expect(promotionWith({to: '/nincs-ilyen/'}).to).toBe(
      'A további információ linkje (to): „/nincs-ilyen/”: nincs ilyen oldal (/nincs-ilyen/).',
    );
  });

  it('tournament formats: a cash format and an unknown one', () => {
    expect(tournamentWith({format: 'All-In or Fold'}).format).toBe(
      'A formátum (format) „All-In or Fold” készpénzes formátum, nem verseny; ezek lehetnek: Spin & Gold, Mystery Battle Royale, Flip & Go, WSOP Express.',
    );
    expect(tournamentWith({format: 'Sit & Go'}).format).toBe(
      'A formátum (format) „Sit & Go” nem ismert versenyformátum; ezek lehetnek: Spin & Gold, Mystery Battle Royale, Flip & Go, WSOP Express.',
    );
  });
});

describe('field hints', () => {
  it('say what each field holds, and what to do with an unknown one', () => {
    expect(fieldHint('promotions', 'amount')).toMatch(/fig:welcomeMatchCap/);
    expect(fieldHint('promotions', 'ends')).toMatch(/ends: null/);
    expect(fieldHint('promotions', 'amout')).toBe(
      'Töröld, vagy javítsd a nevét; a promóció mezői: title, summary, amount, upTo, starts, ends, source, order, terms, to',
    );
    expect(fieldHint('tournaments', '')).toMatch(/mező: érték/);
  });
});
