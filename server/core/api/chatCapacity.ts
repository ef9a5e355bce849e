import {Hono} from 'hono';

/**
 * Local stand-in for the chat vendor's queue capacity call (GET the configured chat queue URL,
 * read `hasCapacity`), at `GET /api/chat/capacity`.
 *
 * - Stand-in on (development and tests, see `isChatStandInEnabled`): `{"hasCapacity": true}`, so that
 *   `npm start` and the tests run the whole chat flow without the vendor.
 * - Stand-in off (a production edge): `{"hasCapacity": false}`. Production points the chat queue URL at
 *   the vendor in `/runtime-config.json`; should a deploy keep the built-in defaults, the chat stays
 *   hidden without a failed request in the visitor's console.
 */

/**
 * On when `CHAT_STAND_IN` is `1`/`true`, or `NODE_ENV` is `development` or `test` (unless
 * `CHAT_STAND_IN` is `0`/`false`). Off otherwise, so a production edge never claims a free agent.
 */
export function isChatStandInEnabled(env: Record<string, string | undefined> = {}): boolean {
  const flag = env.CHAT_STAND_IN?.trim().toLowerCase();
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** `standIn`: answer as the vendor with a free agent (development and tests). */
export function createChatCapacityApi(standIn = false): Hono {
  const api = new Hono();
  const noStore = {'Cache-Control': 'no-store'};

  api.get('/', (c) => c.json({hasCapacity: standIn}, 200, noStore));

  api.all('/', (c) =>
    c.json({error: 'METHOD_NOT_ALLOWED', message: 'Use GET.'}, 405, {...noStore, Allow: 'GET, HEAD'}),
  );

  api.onError((_error, c) => c.json({hasCapacity: false}, 200, noStore));
  return api;
}
