/**
 * What a failed save, sign-in or workflow step means, in the region's language (`locale/saveTexts.ts`): Decap
 * shows the backend's own error in its toast („TypeError: Failed to fetch”, „API_ERROR: Not Found”, „Repo … not
 * found”); the admin script puts these words in its place (`hungarianBackend.ts`). An error already in the
 * editor's words (in Hungarian, the editor's own checks) stays.
 */
import {region} from '../../data/region';
import {saveTexts} from '../locale/saveTexts';

interface BackendError {
  name?: unknown;
  message?: unknown;
  status?: unknown;
}

const TEXT = saveTexts.backend;

/**
 * The editor's own words about saves: every explanation below holds one of them (the retry sentence, or the
 * whole text), and so do the format's refusals.
 */
const OWN_WORDS = [...Object.values(TEXT), ...Object.values(saveTexts.format)].filter(
  (text): text is string => typeof text === 'string',
);

/**
 * Whether the error is already in the editor's words: in Hungarian any accented letter tells it (the backends
 * speak English); in English, one of the editor's own sentences.
 */
function alreadyExplained(text: string): boolean {
  if (region.texts.language === 'hu') return /[áéíóöőúüű]/i.test(text);
  return OWN_WORDS.some((words) => text.includes(words));
}

/** The explanation of a backend error in the region's language, or undefined when it is already the editor's own. */
export function hungarianBackendMessage(error: unknown): string | undefined {
  const {name, message, status} = (error ?? {}) as BackendError;
  const text = typeof message === 'string' ? message : String(error);
  if (alreadyExplained(text)) return undefined;
  if (/Repo ".*" not found/.test(text)) return TEXT.noRepository;
  if (text.includes('does not have access to this repo')) return TEXT.noWriteAccess;
  if (name === 'TypeError' || /Failed to fetch|NetworkError|Load failed|network/i.test(text)) {
    return `${TEXT.offline} ${TEXT.retry}`;
  }
  const code = typeof status === 'number' ? status : undefined;
  if (code === 401) return TEXT.signedOut;
  if (code === 403) return `${TEXT.forbidden} ${TEXT.retry}`;
  if (code === 404) return TEXT.notFound;
  if (code === 409 || code === 422) return TEXT.conflict;
  if (code !== undefined && code >= 500) return `${TEXT.serverError(code)} ${TEXT.retry}`;
  if (code !== undefined) return `${TEXT.otherError(code)} ${TEXT.retry}`;
  return TEXT.unexpected(TEXT.retry);
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
