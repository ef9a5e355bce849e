/** Region names as the Hungarian site shows them (country and language in Hungarian). */
import type {RegionName} from '../regionConfig';

export const regionNames: Record<string, RegionName> = {
  GGPCOM: {countryName: 'Globális', languageName: 'angol'},
  GGPEU: {countryName: 'Európa', languageName: 'angol'},
  GGPBE: {countryName: 'Belgium', languageName: 'francia'},
  GGPBR: {countryName: 'Brazília', languageName: 'portugál'},
  GGPBA: {countryName: 'Bosznia-Hercegovina', languageName: 'bosnyák'},
  GGPCA: {countryName: 'Kanada', languageName: 'angol'},
  GGPFI: {countryName: 'Finnország', languageName: 'finn'},
  GGPFR: {countryName: 'Franciaország', languageName: 'francia'},
  GGPDE: {countryName: 'Németország', languageName: 'német'},
  GGPHU: {countryName: 'Magyarország', languageName: 'magyar'},
  GGPNL: {countryName: 'Hollandia', languageName: 'holland'},
  GGPPH: {countryName: 'Fülöp-szigetek', languageName: 'angol'},
  GGPPL: {countryName: 'Lengyelország', languageName: 'lengyel'},
  GGPRO: {countryName: 'Románia', languageName: 'román'},
  GGPES: {countryName: 'Spanyolország', languageName: 'spanyol'},
  GGPUA: {countryName: 'Ukrajna', languageName: 'ukrán'},
  GGPUK: {countryName: 'Egyesült Királyság', languageName: 'angol'},
};
