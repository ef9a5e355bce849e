/**
 * The ten 5-card poker hand categories, strongest first.
 */

export const HAND_CATEGORIES = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'one-pair',
  'high-card',
] as const;

export type HandCategory = (typeof HAND_CATEGORIES)[number];

/**
 * Strength of a category: 9 for a royal flush down to 0 for high card.
 * Used as the top part of a hand score.
 */
export function categoryStrength(category: HandCategory): number {
  return HAND_CATEGORIES.length - 1 - HAND_CATEGORIES.indexOf(category);
}

export function categoryFromStrength(strength: number): HandCategory {
  const inRange = Number.isInteger(strength) && strength >= 0 && strength < HAND_CATEGORIES.length;
  const category = inRange ? HAND_CATEGORIES.at(HAND_CATEGORIES.length - 1 - strength) : undefined;
  if (category === undefined) {
    throw new RangeError(`Invalid category strength: ${strength}`);
  }
  return category;
}
