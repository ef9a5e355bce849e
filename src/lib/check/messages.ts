/**
 * What the writers' check and the deploy gate say around the findings, in the built region's language; `{name}`
 * marks a value (`ruleTexts/index.ts`), and what each rule says is in `ruleTexts/`.
 */
import {type LanguageTexts, region} from '../../data/region';
import {compile} from './ruleTexts';
import type {Words} from './ruleTexts/hu';

const hu = {
  warningLabel: 'figyelmeztetés: ',
  /** `{files}` checked, no errors, an optional warnings part and the time part. */
  allRight: 'Rendben: {files} fájl, nincs hiba{warnings} ({time})',
  someErrors: '{errors} hiba {files} fájlban{warnings}, {checked} ellenőrzött fájlból ({time})',
  warnings: ', {n} figyelmeztetés',
  /** The decimal separator of the seconds in the summary. */
  decimal: ',',
  crashed: 'Az ellenőrzés nem futott le: {reason}',
  /** The deploy gate: `region` is the site id (GGPHU), `message` and `fix` the check's own words for the fact. */
  gateRefuses: '{region}: az éles telepítés nem indulhat: {n} üzemeltetői adat hiányzik vagy elavult ({file}).',
  gateLine: '- {region} {name}: {message}. {fix}.',
  gatePasses: '{region}: minden üzemeltetői adat megvan, a forrásával együtt, és friss.',
  // The command line's own errors and notes.
  unknownOption: 'Ismeretlen kapcsoló: {name}',
  extraArgument: 'Fölösleges argumentum: {name}',
  takesNoValue: 'Nem kap értéket: {name}',
  missingValue: 'Hiányzik az érték: {name}',
  unknownFormat: 'Ismeretlen formátum: {format} (text vagy github)',
  unknownRef: 'Ismeretlen git-hivatkozás: {ref}',
  comparedWith: 'összevetés: {ref}',
  comparedWithLocalMain: 'az origin/main nem létezik, ezért a helyi main ággal közös ős az összevetés alapja',
  noMainBranch: 'Sem az origin/main, sem a main ág nem létezik: add meg, mihez képest: --changed <ág>',
  unparsableScript: '{file} nem értelmezhető TypeScriptként: {reason}',
  /** The speller's dictionary is not installed: where it was looked for and how to install it. */
  missingDictionary:
    'Nincs meg a(z) {dictionary} Hunspell-szótár ({file}). Telepítsd: apt-get install {debianPackage} (macOS-en töltsd le a {dictionary}.aff/.dic fájlt, és add meg a mappáját a HUNSPELL_HU_DIR változóban)',
} as const;

const en: Words<typeof hu> = {
  warningLabel: 'warning: ',
  allRight: 'All right: {files} files, no errors{warnings} ({time})',
  someErrors:
    '{errors} {errors:error|errors} in {files} {files:file|files}{warnings}, of {checked} files checked ({time})',
  warnings: ', {n} {n:warning|warnings}',
  decimal: '.',
  crashed: 'The check did not run: {reason}',
  gateRefuses:
    '{region}: production cannot be deployed: {n} operator {n:fact is|facts are} missing or out of date ({file}).',
  gateLine: '- {region} {name}: {message}. {fix}.',
  gatePasses: '{region}: every operator fact is supplied with its source, and current.',
  unknownOption: 'Unknown option: {name}',
  extraArgument: 'Unexpected argument: {name}',
  takesNoValue: 'Takes no value: {name}',
  missingValue: 'The value is missing: {name}',
  unknownFormat: 'Unknown format: {format} (text or github)',
  unknownRef: 'Unknown git reference: {ref}',
  comparedWith: 'compared with {ref}',
  comparedWithLocalMain: 'origin/main does not exist, so the common ancestor with the local main branch is the base',
  noMainBranch: 'Neither origin/main nor main exists: say what to compare with: --changed <branch>',
  unparsableScript: '{file} cannot be read as TypeScript: {reason}',
  missingDictionary:
    'The {dictionary} Hunspell dictionary is missing ({file}). Install it: apt-get install {debianPackage} (on macOS, download {dictionary}.aff/.dic and name their folder in the HUNSPELL_HU_DIR variable)',
};

const BY_LANGUAGE: Record<LanguageTexts['language'], Words<typeof hu>> = {hu, en};

export const messages = compile(BY_LANGUAGE[region.texts.language] as typeof hu);
