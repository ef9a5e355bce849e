import type {ReactNode} from 'react';

import {isFigureId} from '@site/src/data/figures';
import {fig, figNumber} from '@site/src/lib/format/figureText';

export interface FigProps {
  /** A key of `FIGURES` in src/data/figures.ts. */
  id: string;
  /** Only the number, without its unit. */
  numberOnly?: boolean;
}

/** An unknown id stops the build, so a mistyped figure never reaches a visitor. */
export default function Fig({id, numberOnly = false}: FigProps): ReactNode {
  if (!isFigureId(id)) {
    throw new Error(`<Fig id="${id}" />: nincs ilyen adat a src/data/figures.ts fájlban`);
  }
  return numberOnly ? figNumber[id] : fig[id];
}
