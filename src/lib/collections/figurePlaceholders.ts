/** Figures inside an entry's text: `{fig:welcomeMatchCap}` stands for the figure as the site writes it ("600 $"). */
import {isFigureId} from '../../data/figures';
import {fig} from '../format/figureText';

const PLACEHOLDER = /\{fig:([^}\s]*)\}/g;

/** The ids of `{fig:…}` placeholders in `text` that name no figure. */
export function unknownFigureIds(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match.at(1) ?? '').filter((id) => !isFigureId(id));
}

export function fillFigures(text: string): string {
  return text.replace(PLACEHOLDER, (placeholder, id: string) => (isFigureId(id) ? fig[id] : placeholder));
}

/** The text with each placeholder blanked out, character for character (columns stay right), for the checks. */
export function blankFigures(text: string, fill = ' '): string {
  return text.replace(PLACEHOLDER, (placeholder) => fill.repeat(placeholder.length));
}
