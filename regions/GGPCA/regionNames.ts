/** Region names as the Canadian site shows them (country and language in English). */
import type {RegionName} from '../regionConfig';

export const regionNames: Record<string, RegionName> = {
  GGPCOM: {countryName: 'Global', languageName: 'English'},
  GGPEU: {countryName: 'Europe', languageName: 'English'},
  GGPBE: {countryName: 'Belgium', languageName: 'French'},
  GGPBR: {countryName: 'Brazil', languageName: 'Portuguese'},
  GGPBA: {countryName: 'Bosnia and Herzegovina', languageName: 'Bosnian'},
  GGPCA: {countryName: 'Canada', languageName: 'English'},
  GGPFI: {countryName: 'Finland', languageName: 'Finnish'},
  GGPFR: {countryName: 'France', languageName: 'French'},
  GGPDE: {countryName: 'Germany', languageName: 'German'},
  GGPHU: {countryName: 'Hungary', languageName: 'Hungarian'},
  GGPNL: {countryName: 'Netherlands', languageName: 'Dutch'},
  GGPPH: {countryName: 'Philippines', languageName: 'English'},
  GGPPL: {countryName: 'Poland', languageName: 'Polish'},
  GGPRO: {countryName: 'Romania', languageName: 'Romanian'},
  GGPES: {countryName: 'Spain', languageName: 'Spanish'},
  GGPUA: {countryName: 'Ukraine', languageName: 'Ukrainian'},
  GGPUK: {countryName: 'United Kingdom', languageName: 'English'},
};
