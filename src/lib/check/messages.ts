/**
 * What the writers' check and the deploy gate say around the findings (the summary line, the warning label, the
 * gate's list), in the built region's language: a region's writers read their own language. What each rule says
 * is in `ruleTexts/`, keyed by the rule's id.
 */
import {region} from '../../data/region';

const hu = {
  warningLabel: 'figyelmeztetés: ',
  /** `{n}` files checked, no errors, an optional warnings part and the time part. */
  allRight: (files: number, warnings: string, time: string) =>
    `Rendben: ${files} fájl, nincs hiba${warnings} (${time})`,
  someErrors: (errors: number, files: number, warnings: string, checked: number, time: string) =>
    `${errors} hiba ${files} fájlban${warnings}, ${checked} ellenőrzött fájlból (${time})`,
  warnings: (n: number) => `, ${n} figyelmeztetés`,
  /** The decimal separator of the seconds in the summary. */
  decimal: ',',
  crashed: (reason: string) => `Az ellenőrzés nem futott le: ${reason}`,
  /** The deploy gate: `region` is the site id (GGPHU), `message` and `fix` the check's own words for the fact. */
  gateRefuses: (region: string, n: number, file: string) =>
    `${region}: az éles telepítés nem indulhat: ${n} üzemeltetői adat hiányzik vagy elavult (${file}).`,
  gateLine: (region: string, name: string, message: string, fix: string) => `- ${region} ${name}: ${message}. ${fix}.`,
  gatePasses: (region: string) => `${region}: minden üzemeltetői adat megvan, a forrásával együtt, és friss.`,
  // The command line's own errors and notes.
  unknownOption: (name: string) => `Ismeretlen kapcsoló: ${name}`,
  extraArgument: (name: string) => `Fölösleges argumentum: ${name}`,
  takesNoValue: (name: string) => `Nem kap értéket: ${name}`,
  missingValue: (name: string) => `Hiányzik az érték: ${name}`,
  unknownFormat: (format: string) => `Ismeretlen formátum: ${format} (text vagy github)`,
  unknownRef: (ref: string) => `Ismeretlen git-hivatkozás: ${ref}`,
  comparedWith: (ref: string) => `összevetés: ${ref}`,
  comparedWithLocalMain: 'az origin/main nem létezik, ezért a helyi main ággal közös ős az összevetés alapja',
  noMainBranch: 'Sem az origin/main, sem a main ág nem létezik: add meg, mihez képest: --changed <ág>',
  unparsableScript: (file: string, reason: string) => `${file} nem értelmezhető TypeScriptként: ${reason}`,
  /** The speller's dictionary is not installed: where it was looked for and how to install it. */
  missingDictionary: (dictionary: string, file: string, debianPackage: string) =>
    `Nincs meg a(z) ${dictionary} Hunspell-szótár (${file}). Telepítsd: apt-get install ${debianPackage} ` +
    `(macOS-en töltsd le a ${dictionary}.aff/.dic fájlt, és add meg a mappáját a HUNSPELL_HU_DIR változóban)`,
};

const en: typeof hu = {
  warningLabel: 'warning: ',
  allRight: (files, warnings, time) => `All right: ${files} files, no errors${warnings} (${time})`,
  someErrors: (errors, files, warnings, checked, time) =>
    `${errors} ${errors === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}${warnings}, of ${checked} files checked (${time})`,
  warnings: (n) => `, ${n} ${n === 1 ? 'warning' : 'warnings'}`,
  decimal: '.',
  crashed: (reason) => `The check did not run: ${reason}`,
  gateRefuses: (region, n, file) =>
    `${region}: production cannot be deployed: ${n} operator ${n === 1 ? 'fact is' : 'facts are'} missing or out of date (${file}).`,
  gateLine: (region, name, message, fix) => `- ${region} ${name}: ${message}. ${fix}.`,
  gatePasses: (region) => `${region}: every operator fact is supplied with its source, and current.`,
  unknownOption: (name) => `Unknown option: ${name}`,
  extraArgument: (name) => `Unexpected argument: ${name}`,
  takesNoValue: (name) => `Takes no value: ${name}`,
  missingValue: (name) => `The value is missing: ${name}`,
  unknownFormat: (format) => `Unknown format: ${format} (text or github)`,
  unknownRef: (ref) => `Unknown git reference: ${ref}`,
  comparedWith: (ref) => `compared with ${ref}`,
  comparedWithLocalMain: 'origin/main does not exist, so the common ancestor with the local main branch is the base',
  noMainBranch: 'Neither origin/main nor main exists: say what to compare with: --changed <branch>',
  unparsableScript: (file, reason) => `${file} cannot be read as TypeScript: ${reason}`,
  missingDictionary: (dictionary, file, debianPackage) =>
    `The ${dictionary} Hunspell dictionary is missing (${file}). Install it: apt-get install ${debianPackage} ` +
    `(on macOS, download ${dictionary}.aff/.dic and name their folder in the HUNSPELL_HU_DIR variable)`,
};

const BY_LANGUAGE: Record<typeof region.texts.language, typeof hu> = {hu, en};

export const messages = BY_LANGUAGE[region.texts.language];
