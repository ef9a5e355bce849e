/**
 * What the writers' check and the deploy gate say in their own words (the summary line, the warning label and
 * the missing-fact messages), in the built region's language: a region's writers read their own language.
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
  missingFact: (label: string) => string;
  askForFact: (supplier: string) => string;
  gateRefuses: (n: number, file: string) => string;
  gateLine: (label: string, name: string, supplier: string) => string;
  gatePasses: string;
  headingInWhenKnown: string;
  headingInWhenKnownFix: string;
  factOutsideWhenKnown: (name: string) => string;
  factOutsideWhenKnownFix: (name: string) => string;
}

const hu: CheckMessages = {
  warningLabel: 'figyelmeztetés: ',
  allRight: (files, warnings, time) => `Rendben: ${files} fájl, nincs hiba${warnings} (${time})`,
  someErrors: (errors, files, warnings, checked, time) =>
    `${errors} hiba ${files} fájlban${warnings}, ${checked} ellenőrzött fájlból (${time})`,
  warnings: (n) => `, ${n} figyelmeztetés`,
  decimal: ',',
  crashed: (reason) => `Az ellenőrzés nem futott le: ${reason}`,
  missingFact: (label) =>
    `Hiányzó üzemeltetői adat: ${label}; amíg nincs meg, az oldalak kihagyják, és éles telepítés nem indulhat`,
  askForFact: (supplier) => `Kérd el írásban tőle: ${supplier}, és írd be itt: known('…')`,
  gateRefuses: (n, file) => `Az éles telepítés nem indulhat: ${n} üzemeltetői adat hiányzik (${file}).`,
  gateLine: (label, name, supplier) => `- ${label} (${name}) – megadja: ${supplier}`,
  gatePasses: 'Minden üzemeltetői adat megvan.',
  headingInWhenKnown:
    'Címsor egy <WhenKnown> elem belsejében: amíg az adat ismeretlen, a tartalomjegyzék nem létező címsorra mutatna',
  headingInWhenKnownFix:
    'Tedd a címsort a <WhenKnown> elé, vagy írd a szöveget félkövér bevezetéssel (**E-mailben:** …)',
  factOutsideWhenKnown: (name) =>
    `A <Fact name="${name}" /> nincs <WhenKnown fact="${name}"> elem belsejében: amíg az adat ismeretlen, csonka mondat maradna az oldalon`,
  factOutsideWhenKnownFix: (name) => `Tedd a mondatot ebbe: <WhenKnown fact="${name}">…</WhenKnown>`,
};

const en: CheckMessages = {
  warningLabel: 'warning: ',
  allRight: (files, warnings, time) => `All right: ${files} files, no errors${warnings} (${time})`,
  someErrors: (errors, files, warnings, checked, time) =>
    `${errors} ${errors === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}${warnings}, of ${checked} files checked (${time})`,
  warnings: (n) => `, ${n} ${n === 1 ? 'warning' : 'warnings'}`,
  decimal: '.',
  crashed: (reason) => `The check did not run: ${reason}`,
  missingFact: (label) =>
    `Missing operator fact: ${label}; until it is supplied the pages leave it out and production cannot be deployed`,
  askForFact: (supplier) => `Ask ${supplier} for it in writing, then write it here: known('…')`,
  gateRefuses: (n, file) =>
    `Production cannot be deployed: ${n} operator ${n === 1 ? 'fact is' : 'facts are'} missing (${file}).`,
  gateLine: (label, name, supplier) => `- ${label} (${name}) – supplied by ${supplier}`,
  gatePasses: 'Every operator fact is supplied.',
  headingInWhenKnown:
    'A heading inside <WhenKnown>: while the fact is unknown, the table of contents would link to a missing heading',
  headingInWhenKnownFix: 'Put the heading before the <WhenKnown>, or open the text in bold instead (**By email:** …)',
  factOutsideWhenKnown: (name) =>
    `<Fact name="${name}" /> is not inside <WhenKnown fact="${name}">: while the fact is unknown, a broken sentence would stay on the page`,
  factOutsideWhenKnownFix: (name) => `Put the sentence inside <WhenKnown fact="${name}">…</WhenKnown>`,
};

const BY_LANGUAGE: Record<typeof region.texts.language, CheckMessages> = {hu, en};

export const messages: CheckMessages = BY_LANGUAGE[region.texts.language];
