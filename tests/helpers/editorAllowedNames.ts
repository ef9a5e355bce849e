/**
 * Names the writers' editor may show as they are, though an English dictionary knows them: the services and
 * formats a writer works with, and the site's own brand and game names (as the pages write them).
 */
export const EDITOR_ALLOWED_NAMES: readonly string[] = [
  'GitHub',
  // Hungarian, though the dictionary knows it only with its endings („e-mail-cím”)
  'e-mail',
  'MDX',
  'Markdown',
  'JSX',
  'JavaScript',
  'GGPoker',
  'Spin & Gold',
  'WSOP Express',
  'Flip & Go',
  'Mystery Battle Royale',
  "Texas Hold'em",
  'Short Deck',
  'Omaha',
  // a page's title as the site writes it („Cookie-szabályzat”)
  'cookie',
  // the streamer programme's own words, as the offer pages write them
  'streamer',
  'cashback',
];
