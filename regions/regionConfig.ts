/**
 * What makes one regional site different from another; `src/data/region.ts` picks the one built from `REGION`.
 * Code never asks "which region is this?": it reads a value of the active region's config instead. No imports
 * from outside `regions/`: plain data loaded by the bundle, the boot script, the config and the Node tools alike.
 */
import type {RegionOperatorFacts} from './operatorFacts';

export type GeolocationRuleType = 'BLOCKED' | 'WARNING';

/** What the site does for a visitor from one country (or Ontario, CAON): block the download or warn. */
export interface GeolocationRule {
  ruleType: GeolocationRuleType;
}

/** How money is written for the region's readers (the numbers themselves come from Intl). */
export interface NumberNotation {
  /** a dollar amount, `{n}` being the number: `{n}\u00a0$` (hu-HU) or `${n}` (en-CA) */
  dollars: string;
  /** play money chips, `{n}` being the number: `{n}\u00a0P` */
  playMoney: string;
}

/** Visitor text that code writes (not code.json's fixed strings), shared by the regions of one language. */
export interface LanguageTexts {
  /** ISO 639-1 code: picks the language's variant of data written in several (the world record's title, dates). */
  language: 'hu' | 'en';
  /** Card ranks from two to ace, and suits in the order spades, hearts, diamonds, clubs. */
  rankNames: readonly string[];
  suitNames: readonly string[];
  /** A card's name: `{rank}` and `{suit}` filled in ("pikk ász", "ace of spades"). */
  cardName: string;
  holeCardsLabel: string;
  boardCardsLabel: string;
  /** System requirements, `{n}` a number and `{unit}` its unit, `{os}` the oldest system. */
  requirements: {orNewer: string; processorGhz: string; ramGb: string; freeDisk: string};
  /** The id of the download page's system requirements heading (set in its MDX); the download steps link to it. */
  systemRequirementsAnchor: string;
}

export interface RegionFlags {
  /** Ontario's iGaming logo beside the copyright line. */
  isOntarioIgaming: boolean;
  /** The home's canonical points to the contents host (see `src/lib/canonical.ts`). */
  isRequireConvertCanonical: boolean;
}

/** The region's own parts of the built-in `/runtime-config.json` (operations may replace them per deploy). */
export interface RegionRuntimeDefaults {
  regionContentsHost: string;
  desktopInstallerBaseUrl: string;
  /** keyed by country code, or CAON for Ontario in Canada */
  geolocationRules: Record<string, GeolocationRule>;
  chatLanguage: string;
  chatConfigName: string;
}

export interface RegionName {
  countryName: string;
  languageName: string;
}

/** The writers' check's spelling for the region's language. */
export interface RegionSpelling {
  /** Dictionary name in `/usr/share/hunspell` (`hu_HU`, `en_CA`) … */
  dictionary: string;
  /** … and the Debian package that installs it. */
  debianPackage: string;
  /** Brand names, poker jargon, abbreviations: a repository-relative file (`word` or `word/likeThis` a line). */
  allowlistFile: string;
}

export interface RegionConfig {
  id: string;
  /** Docusaurus locale, and the content folder `i18n/<locale>/`. */
  locale: string;
  /** `<html lang>` and the structured data's language. */
  htmlLang: string;
  /** The locale's name in its own language. */
  localeLabel: string;
  /** Without trailing slash. */
  siteUrl: string;
  /** Site title (the `<title>` suffix) and tagline. */
  title: string;
  tagline: string;
  regionCountryCode: string;
  brandAlias: string;
  logoPath: string;
  blackLogoPath: string;
  logoWidth: number;
  logoHeight: number;
  isSupportRegionSelector: boolean;
  /** Its deployment (queue URL, script, org id) is runtime config (`chat` in `/runtime-config.json`). */
  isSupportChat: boolean;
  flags: RegionFlags;
  notation: NumberNotation;
  runtime: RegionRuntimeDefaults;
  spelling: RegionSpelling;
  texts: LanguageTexts;
  /** Every region's names as the region selector and footer show them, in this site's language. */
  regionNames: Record<string, RegionName>;
  /** The youngest age at which the region's law lets a player gamble: 18 in Hungary, 19 in Ontario. */
  minimumAge: number;
  operatorFacts: RegionOperatorFacts;
}
