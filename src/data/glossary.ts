/**
 * The site's preferred spelling of each poker term and each page's one name (its title, and its menu and footer
 * labels: `labelKeys`), for the writers' check (rules `szojegyzek`, `oldalnev`, `kotojeles-osszetetel`).
 */

export interface GlossaryTerm {
  preferred: string;
  /** Forms to replace with `preferred`; matched as whole words, case-insensitively unless `caseSensitive`. */
  avoid: readonly string[];
  caseSensitive?: boolean;
  /** Allowed right after an opening bracket, where a page introduces the other name once. */
  allowInBrackets?: boolean;
}

export const TERMS: readonly GlossaryTerm[] = [
  {preferred: 'preflop', avoid: ['előflop']},
  {preferred: 'Hogyan pókerezz?', avoid: ['Hogyan pókerezzünk']},
  {preferred: 'ászmagas', avoid: ['ász-magas']},
  {preferred: 'kisvak', avoid: ['kis vak']},
  {preferred: 'nagyvak', avoid: ['nagy vak']},
  {preferred: 'chat', avoid: ['cset']},
  {preferred: 'streamerprogram', avoid: ['streamer program']},
  {preferred: 'flushhúzás', avoid: ['flush-húzás', 'színhúzás']},
  {preferred: 'kezdőhiba', avoid: ['kezdő hiba']},
  {preferred: 'többórás', avoid: ['több órás']},
  {preferred: 'nagykövet', avoid: ['ambasszador']},
  {preferred: 'passzol', avoid: ['checkel']},
  {preferred: 'set', avoid: ['szett']},
  {preferred: 'azonos rangú', avoid: ['azonos értékű']},
  {preferred: 'mellékfogadás (prop bet)', avoid: ['prop betek']},
  {preferred: 'tight-agresszív (TAG)', avoid: ['feszes-agresszív', 'tight-aggressive']},
  {preferred: 'osztott kassza', avoid: ['osztott pot']},
  {preferred: 'játékmenet', avoid: ['session', 'versenysession']},
  {
    preferred: 'tétszint',
    avoid: ['játék limitje', 'asztal limitje', 'téthatár', 'illő limit', 'alacsonyabb limit', 'magasabb limit'],
  },
  {preferred: 'Általános Szerződési Feltételek', avoid: ['Általános szerződési feltételek'], caseSensitive: true},
  {preferred: 'általános adatvédelmi kikötések', avoid: ['standard contractual clauses']},
  {preferred: 'nevezési díj (buy-in)', avoid: ['beugró', 'beülő', 'belépő']},
  {preferred: 'leosztástörténet', avoid: ['leosztás-előzmény', 'kézelőzmény']},
  {preferred: 'saját lap', avoid: ['zsebkártya', 'zsebkártyá'], allowInBrackets: true},
  {preferred: 'asztali kliens', avoid: ['desktop kliens', 'desktop-kliens', 'desktopkliens']},
  {preferred: 'lobby (lobbyban, lobbyjában)', avoid: ['lobbi']},
  {preferred: 'tablet', avoid: ['táblagép']},
  {preferred: 'Streamer mód', avoid: ['streamer mód'], caseSensitive: true},
  {preferred: 'osztógomb', avoid: ['dealer gomb', 'dealergomb']},
  {preferred: 'különböző rangú', avoid: ['különböző értékű']},
  {preferred: 'összefüggő (lapok)', avoid: ['összekötött']},
  {preferred: '8 or better', avoid: ['8-or-better']},
  {preferred: 'kiütés', avoid: ['kiejtés']},
  {preferred: 'díjalap', avoid: ['nyereményalap']},
  {preferred: 'kvalifikáció', avoid: ['szatellit'], allowInBrackets: true},
  {preferred: 'üdvözlő jutalom', avoid: ['ingyenes jóváírás', 'ingyenes bónusz', 'ingyen bónusz']},
  // „pot” alone stays: it is part of „pot limit”.
  {preferred: 'kassza', avoid: ['potok', 'potot', 'potba', 'potban', 'potból'], allowInBrackets: true},
];

export interface PageName {
  route: string;
  /** The page's one name: its front matter `title`, its menu and footer labels, its link texts. */
  name: string;
  labelKeys: readonly string[];
  /** Other names the page must not be called by. */
  avoid?: readonly string[];
}

export const PAGE_NAMES: readonly PageName[] = [
  {
    route: '/poker-school/poker-hand-rankings/',
    name: 'Pókerkezek erősorrendje',
    labelKeys: ['NAV_HAND_RANKINGS'],
    avoid: ['Pókerkezek rangsora', 'kézerősségi sorrend', 'kezek erősségi sorrend', 'kezek rangsor'],
  },
  {
    route: '/house-rules/',
    name: 'Házirend',
    labelKeys: ['NAV_HOUSE_RULES', 'FOOTER_HOUSE_RULES'],
    avoid: ['Házszabályok'],
  },
  {
    route: '/privacy-policy/',
    name: 'Adatkezelési tájékoztató',
    labelKeys: ['FOOTER_PRIVACY_POLICY'],
    avoid: ['Adatvédelmi irányelvek', 'Adatvédelmi szabályzat'],
  },
  {
    route: '/payment-details-policy/',
    name: 'Fizetési adatok szabályzata',
    labelKeys: ['NAV_PAYMENT_DETAILS_POLICY', 'FOOTER_PAYMENT_DETAILS_POLICY'],
    avoid: ['Fizetési adatokra vonatkozó szabályzat'],
  },
  {route: '/terms-conditions/', name: 'Általános Szerződési Feltételek', labelKeys: ['FOOTER_TERMS']},
  {
    route: '/withdrawal-policy/',
    name: 'Kifizetési szabályzat',
    labelKeys: ['NAV_WITHDRAWAL_POLICY', 'FOOTER_WITHDRAWAL_POLICY'],
  },
  {route: '/cookie-policy/', name: 'Cookie-szabályzat', labelKeys: ['FOOTER_COOKIE_POLICY']},
  {
    route: '/responsible-gaming/',
    name: 'Felelős játék',
    labelKeys: ['UTIL_RESPONSIBLE_GAMING', 'FOOTER_RESPONSIBLE_GAMING'],
  },
  {route: '/contact/', name: 'Kapcsolat', labelKeys: ['UTIL_CONTACT', 'FOOTER_CONTACT_US']},
  {route: '/about-us/', name: 'Rólunk', labelKeys: ['UTIL_ABOUT_US']},
  {route: '/affiliate-program/', name: 'Partnerprogram', labelKeys: ['UTIL_AFFILIATE']},
  {route: '/streamer-mode/', name: 'Streamer mód', labelKeys: ['NAV_STREAMER_MODE']},
  {route: '/promotions/', name: 'Promóciók', labelKeys: ['NAV_PROMOTIONS']},
  // The main menu keeps the short „Versenyek”: the top bar has room for one word per item.
  {route: '/tournaments/', name: 'Versenyformátumok és kvalifikációk', labelKeys: []},
  {route: '/poker-games/', name: 'Pókerjátékok', labelKeys: ['NAV_POKER_GAMES']},
  {route: '/poker-school/', name: 'Pókeriskola', labelKeys: ['NAV_POKER_SCHOOL']},
  {route: '/poker-school/how-to-play-poker/', name: 'Hogyan pókerezz?', labelKeys: ['NAV_HOW_TO_PLAY_POKER']},
  {
    route: '/poker-school/how-to-play-texas-holdem-poker/',
    name: "Texas Hold'em szabályai",
    labelKeys: ['NAV_HOW_TO_PLAY_HOLDEM'],
  },
  {route: '/poker-school/how-to-play-omaha-poker/', name: 'Omaha szabályai', labelKeys: ['NAV_HOW_TO_PLAY_OMAHA']},
  {
    route: '/poker-school/basic-poker-strategy-tips/',
    name: 'Alapvető pókerstratégia',
    labelKeys: ['NAV_STRATEGY_TIPS'],
  },
  {route: '/poker-school/poker-hands-odds/', name: 'Pókeresélyek', labelKeys: ['NAV_HAND_ODDS']},
  {route: '/poker-school/poker-terms/', name: 'Pókerszótár', labelKeys: ['NAV_POKER_TERMS']},
  {route: '/network/random-number-generator/', name: 'Véletlenszám-generátor (RNG)', labelKeys: ['FOOTER_RNG']},
  {
    route: '/network/security-ecology-policy/',
    name: 'Biztonsági és játékökológiai szabályzat',
    labelKeys: ['FOOTER_SAFETY_SECURITY'],
    avoid: ['Biztonsági és ökológiai szabályzat', 'Biztonság és védelem'],
  },
  {
    route: '/network/channeling-solution/',
    name: 'Szabályozott játék és regionális oldalak',
    labelKeys: ['FOOTER_CHANNELING'],
    avoid: ['Csatornázási megoldás'],
  },
];

/**
 * Name + common noun compounds take a hyphen (GGPoker-kliens), unless the noun continues with a possessive
 * ending (`a GGPoker kliense`): `possessive` lists the letters such an ending starts with.
 */
export const COMPOUNDS = {
  names: ['GGPoker', "Texas Hold'em", "Hold'em", 'Omaha', 'Short Deck', 'Spin & Gold', 'PokerCraft', 'WSOP'],
  nouns: [
    {noun: 'kliens', possessive: 'eé'},
    {noun: 'asztal', possessive: 'aá'},
    {noun: 'útmutató', possessive: 'j'},
    {noun: 'fiók', possessive: 'j'},
    {noun: 'változat', possessive: 'aá'},
    {noun: 'verseny', possessive: 'eé'},
    {noun: 'szabály', possessive: 'aá'},
    {noun: 'játékos', possessive: 'aá'},
    {noun: 'jegy', possessive: 'eé'},
    {noun: 'hálózat', possessive: 'aá'},
    {noun: 'alkalmazás', possessive: 'aá'},
  ],
} as const;
