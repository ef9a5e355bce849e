import {Hono} from 'hono';

/**
 * Local stand-in for the chat vendor's capacity call, so `npm start` and the tests run the whole chat flow
 * without the vendor. Off (a production edge) it answers `hasCapacity: false`: should a deploy keep the
 * built-in chat URL, the chat stays hidden without a failed request in the visitor's console.
 */

/** Off unless asked for or in development and tests, so a production edge never claims a free agent. */
export function isChatStandInEnabled(env: Record<string, string | undefined> = {}): boolean {
  const flag = env.CHAT_STAND_IN?.trim().toLowerCase();
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

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
