/**
 * What the writers' check and the deploy gate say around the findings (the summary line, the warning label, the
 * gate's list), in the built region's language: a region's writers read their own language. What each rule says
 * is in `ruleTexts/`, keyed by the rule's id.
 */
import {region} from '../../src/data/region';

export interface CheckMessages {
  warningLabel: string;
  /** `{n}` files checked, no errors, an optional warnings part and the time part. */
  allRight: (files: number, warnings: string, time: string) => string;
  someErrors: (errors: number, files: number, warnings: string, checked: number, time: string) => string;
  warnings: (n: number) => string;
  /** The decimal separator of the seconds in the summary. */
  decimal: string;
  crashed: (reason: string) => string;
  gateRefuses: (n: number, file: string) => string;
  gateLine: (label: string, name: string, supplier: string) => string;
  gatePasses: string;
}

const hu: CheckMessages = {
  warningLabel: 'figyelmeztetés: ',
  allRight: (files, warnings, time) => `Rendben: ${files} fájl, nincs hiba${warnings} (${time})`,
  someErrors: (errors, files, warnings, checked, time) =>
    `${errors} hiba ${files} fájlban${warnings}, ${checked} ellenőrzött fájlból (${time})`,
  warnings: (n) => `, ${n} figyelmeztetés`,
  decimal: ',',
  crashed: (reason) => `Az ellenőrzés nem futott le: ${reason}`,
  gateRefuses: (n, file) => `Az éles telepítés nem indulhat: ${n} üzemeltetői adat hiányzik (${file}).`,
  gateLine: (label, name, supplier) => `- ${label} (${name}) – megadja: ${supplier}`,
  gatePasses: 'Minden üzemeltetői adat megvan.',
};

const en: CheckMessages = {
  warningLabel: 'warning: ',
  allRight: (files, warnings, time) => `All right: ${files} files, no errors${warnings} (${time})`,
  someErrors: (errors, files, warnings, checked, time) =>
    `${errors} ${errors === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}${warnings}, of ${checked} files checked (${time})`,
  warnings: (n) => `, ${n} ${n === 1 ? 'warning' : 'warnings'}`,
  decimal: '.',
  crashed: (reason) => `The check did not run: ${reason}`,
  gateRefuses: (n, file) =>
    `Production cannot be deployed: ${n} operator ${n === 1 ? 'fact is' : 'facts are'} missing (${file}).`,
  gateLine: (label, name, supplier) => `- ${label} (${name}) – supplied by ${supplier}`,
  gatePasses: 'Every operator fact is supplied.',
};

const BY_LANGUAGE: Record<typeof region.texts.language, CheckMessages> = {hu, en};

export const messages: CheckMessages = BY_LANGUAGE[region.texts.language];
