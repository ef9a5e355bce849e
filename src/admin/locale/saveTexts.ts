/**
 * What the editor says about a save, in Hungarian and English: why a file's fields cannot be written back
 * (`src/admin/format/`), what a failed save, sign-in or workflow step means (`backend/hungarianBackend.ts`) and the
 * commit and pull-request titles (the same file, Decap's own templates in `decapConfig.ts`). The built
 * region's language picks them, as it picks the editor's labels (`siteTexts.ts`).
 */
import {region} from '../../data/region';

const hu = {
  format: {
    badYaml: 'A fájl nem érvényes YAML, ezért a mezők nem menthetők: javítsd a fájlt a tárolóban, majd mentsd újra.',
    badFrontMatter:
      'Az oldal front matterje hibás (nem érvényes YAML, vagy nincs lezárva), ezért a mezők nem menthetők: javítsd az oldal szövegében, majd mentsd újra.',
    unsafeClose: 'A front matter nem zárható le biztonságosan.',
    notKept: 'A módosítás nem írható vissza a YAML-be úgy, hogy a többi érték változatlan maradjon.',
  },
  backend: {
    retry: 'A módosításaid a szerkesztőben maradnak: próbáld újra egy kicsit később.',
    noRepository:
      'A GitHub nem találja a webhely tárolóját, vagy a fiókodnak nincs hozzá hozzáférése. Jelentkezz be azzal a GitHub-fiókkal, amelyet a fejlesztők felvettek a szerkesztők közé.',
    noWriteAccess: 'A GitHub-fiókodnak nincs írási joga a webhely tárolójához. Kérj hozzáférést a fejlesztőktől.',
    offline: 'Nem sikerült elérni a szervert: nincs internetkapcsolat, vagy a szolgáltatás most nem válaszol.',
    signedOut: 'A bejelentkezésed lejárt. Jelentkezz ki, majd be újra, és mentsd el ismét.',
    forbidden: 'A GitHub nem engedte a műveletet: a fiókodnak nincs hozzá joga, vagy túl sok kérés ment egyszerre.',
    notFound:
      'A GitHub nem találja a fájlt vagy az ágat: lehet, hogy közben valaki törölte vagy közzétette. Töltsd újra az oldalt.',
    conflict:
      'Közben valaki más is módosította ugyanezt: töltsd újra az oldalt, és nézd meg a változásokat, mielőtt újra mentesz.',
    serverError: (code: number) => `A GitHub most nem válaszol rendesen (hibakód: ${String(code)}).`,
    otherError: (code: number) => `A GitHub hibát jelzett (hibakód: ${String(code)}).`,
    unexpected: (retry: string) => `Váratlan hiba történt. ${retry} Ha ismét előjön, szólj a fejlesztőknek.`,
  },
  commits: {
    created: ' (új)',
    deleted: ' (törölve)',
    imageUploaded: (name: string) => `Kép feltöltése: ${name}`,
    imageDeleted: (name: string) => `Kép törlése: ${name}`,
  },
};

const en: typeof hu = {
  format: {
    badYaml:
      'The file is not valid YAML, so the fields cannot be saved: fix the file in the repository, then save again.',
    badFrontMatter:
      "The page's front matter is broken (not valid YAML, or not closed), so the fields cannot be saved: fix it in the page's text, then save again.",
    unsafeClose: 'The front matter cannot be closed safely.',
    notKept: 'The change cannot be written back into the YAML with every other value kept as it is.',
  },
  backend: {
    retry: 'Your changes stay in the editor: try again a little later.',
    noRepository:
      "GitHub cannot find the site's repository, or your account has no access to it. Sign in with the GitHub account the developers added to the editors.",
    noWriteAccess: "Your GitHub account cannot write to the site's repository. Ask the developers for access.",
    offline: 'The server could not be reached: there is no internet connection, or the service is not answering now.',
    signedOut: 'Your sign-in has expired. Sign out, sign in again, and save once more.',
    forbidden: 'GitHub did not allow this: your account has no right to it, or too many requests went at once.',
    notFound:
      'GitHub cannot find the file or the branch: someone may have deleted or published it meanwhile. Reload the page.',
    conflict:
      'Someone else changed the same thing meanwhile: reload the page and look at the changes before you save again.',
    serverError: (code) => `GitHub is not answering properly now (error code: ${String(code)}).`,
    otherError: (code) => `GitHub reported an error (error code: ${String(code)}).`,
    unexpected: (retry) => `Something unexpected went wrong. ${retry} If it happens again, tell the developers.`,
  },
  commits: {
    created: ' (new)',
    deleted: ' (deleted)',
    imageUploaded: (name) => `Image upload: ${name}`,
    imageDeleted: (name) => `Image deletion: ${name}`,
  },
};

export const SAVE_TEXTS_BY_LANGUAGE = {hu, en};

/** The built region's words about saves. */
export const saveTexts = SAVE_TEXTS_BY_LANGUAGE[region.texts.language];
