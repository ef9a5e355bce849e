/** Hungarian visitor text that code assembles: card names, hand captions, system requirements. */
import type {LanguageTexts} from '../regionConfig';

const NBSP = '\u00a0';

export const hu: LanguageTexts = {
  language: 'hu',
  rankNames: [
    'kettes',
    'hármas',
    'négyes',
    'ötös',
    'hatos',
    'hetes',
    'nyolcas',
    'kilences',
    'tízes',
    'bubi',
    'dáma',
    'király',
    'ász',
  ],
  suitNames: ['pikk', 'kőr', 'káró', 'treff'],
  cardName: '{suit} {rank}',
  holeCardsLabel: 'Saját lapok',
  boardCardsLabel: 'Közös lapok',
  requirements: {
    orNewer: '{os} vagy újabb',
    processorGhz: `{n}${NBSP}GHz-es processzor`,
    ramGb: `{n}${NBSP}GB RAM`,
    freeDisk: `{n}${NBSP}{unit} szabad tárhely`,
  },
  systemRequirementsAnchor: 'rendszerkovetelmenyek',
};
