/**
 * One example hand per category, written with suit symbols. The unit tests
 * check that each example really belongs to its category.
 */

import type {HandCategory} from './categories';

export const HAND_EXAMPLES: Readonly<Record<HandCategory, string>> = {
  'royal-flush': 'A♠ K♠ Q♠ J♠ 10♠',
  'straight-flush': '9♥ 8♥ 7♥ 6♥ 5♥',
  'four-of-a-kind': 'Q♠ Q♥ Q♦ Q♣ 7♠',
  'full-house': 'K♠ K♥ K♦ 4♣ 4♥',
  flush: 'A♦ J♦ 8♦ 6♦ 2♦',
  straight: '10♣ 9♦ 8♠ 7♥ 6♣',
  'three-of-a-kind': '7♠ 7♥ 7♦ K♣ 3♠',
  'two-pair': 'J♥ J♣ 5♠ 5♦ A♥',
  'one-pair': '10♠ 10♥ A♣ 8♦ 4♠',
  'high-card': 'A♣ Q♦ 9♠ 6♥ 3♣',
};
