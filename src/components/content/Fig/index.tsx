import type {ReactNode} from 'react';

import {isFigureId} from '@site/src/data/figures';
import {fig, figNumber} from '@site/src/lib/format/figureText';

export interface FigProps {
  /** A key of `FIGURES` in src/data/figures.ts, e.g. `welcomeMatchCap`. */
  id: string;
  /** Only the number, without its unit: `<Fig id="spinGoldMaxMultiplier" numberOnly />-szorosa`. */
  numberOnly?: boolean;
}

/**
 * One marketing figure in prose, formatted the Hungarian way: `<Fig id="welcomeMatchCap" />-ig` → "600 $-ig".
 * An unknown id stops the build with the id named, so a mistyped figure never reaches a visitor.
 */
export default function Fig({id, numberOnly = false}: FigProps): ReactNode {
  if (!isFigureId(id)) {
    throw new Error(`<Fig id="${id}" />: nincs ilyen adat a src/data/figures.ts fájlban`);
  }
  return numberOnly ? figNumber[id] : fig[id];
}
