/**
 * What a failed save, sign-in or workflow step means, in Hungarian: Decap shows the backend's own error in its
 * toast („TypeError: Failed to fetch”, „API_ERROR: Not Found”, „Repo … not found”); the admin script puts these
 * words in its place (`hungarianBackend.ts`). An error already in Hungarian (the editor's own checks) stays.
 */

interface BackendError {
  name?: unknown;
  message?: unknown;
  status?: unknown;
}

const RETRY = 'A módosításaid a szerkesztőben maradnak: próbáld újra egy kicsit később.';

/** The Hungarian explanation of a backend error, or undefined when the error is already the editor's own. */
export function hungarianBackendMessage(error: unknown): string | undefined {
  const {name, message, status} = (error ?? {}) as BackendError;
  const text = typeof message === 'string' ? message : String(error);
  if (/[áéíóöőúüű]/i.test(text)) return undefined;
  if (/Repo ".*" not found/.test(text)) {
    return 'A GitHub nem találja a webhely tárolóját, vagy a fiókodnak nincs hozzá hozzáférése. Jelentkezz be azzal a GitHub-fiókkal, amelyet a fejlesztők felvettek a szerkesztők közé.';
  }
  if (text.includes('does not have access to this repo')) {
    return 'A GitHub-fiókodnak nincs írási joga a webhely tárolójához. Kérj hozzáférést a fejlesztőktől.';
  }
  if (name === 'TypeError' || /Failed to fetch|NetworkError|Load failed|network/i.test(text)) {
    return `Nem sikerült elérni a szervert: nincs internetkapcsolat, vagy a szolgáltatás most nem válaszol. ${RETRY}`;
  }
  const code = typeof status === 'number' ? status : undefined;
  if (code === 401) return 'A bejelentkezésed lejárt. Jelentkezz ki, majd be újra, és mentsd el ismét.';
  if (code === 403)
    return (
      'A GitHub nem engedte a műveletet: a fiókodnak nincs hozzá joga, vagy túl sok kérés ment egyszerre. ' + RETRY
    );
  if (code === 404)
    return 'A GitHub nem találja a fájlt vagy az ágat: lehet, hogy közben valaki törölte vagy közzétette. Töltsd újra az oldalt.';
  if (code === 409 || code === 422) {
    return 'Közben valaki más is módosította ugyanezt: töltsd újra az oldalt, és nézd meg a változásokat, mielőtt újra mentesz.';
  }
  if (code !== undefined && code >= 500)
    return `A GitHub most nem válaszol rendesen (hibakód: ${String(code)}). ${RETRY}`;
  if (code !== undefined) return `A GitHub hibát jelzett (hibakód: ${String(code)}). ${RETRY}`;
  return `Váratlan hiba történt. ${RETRY} Ha ismét előjön, szólj a fejlesztőknek.`;
}

/**
 * The error, its message and text put in Hungarian in place: Decap shows `message` in some toasts and the error's
 * text (`String(error)`, „Name: message”) in others, and reads `name` and `status` to decide what to do, which stay.
 */
export function inHungarian(error: unknown): unknown {
  const message = hungarianBackendMessage(error);
  if (message === undefined || error === null || typeof error !== 'object') return error;
  try {
    Object.defineProperty(error, 'message', {value: message, configurable: true, writable: true});
    Object.defineProperty(error, 'toString', {value: () => message, configurable: true, writable: true});
  } catch {
    return new Error(message);
  }
  return error;
}
