import {
  commitSubjects,
  hungarianBackend,
  hungarianBackendMessage,
  inHungarian,
} from '@site/src/admin/backend/hungarianBackend';

const subjects = commitSubjects({
  collections: [
    {name: 'pages', label_singular: 'Oldal', files: [{file: 'p/about-us.mdx', label: 'Rólunk (/about-us/)'}]},
    {name: 'promotions', label_singular: 'Promóció', folder: 'c/promotions'},
  ],
});

/** An API error as Decap's GitHub backend throws it. */
function apiError(message: string, status: number): Error {
  return Object.assign(new Error(message), {name: 'API_ERROR', status});
}

describe('the backend’s errors in Hungarian', () => {
  it.each([
    [new TypeError('Failed to fetch'), /^Nem sikerült elérni a szervert/],
    [apiError('Not Found', 404), /^A GitHub nem találja a fájlt/],
    [apiError('Conflict', 409), /^Közben valaki más is módosította/],
    [apiError('Bad credentials', 401), /^A bejelentkezésed lejárt/],
    [apiError('Server Error', 502), /hibakód: 502/],
    [new Error('Repo "ggpoker/hu" not found.\n\nPlease ensure…'), /^A GitHub nem találja a webhely tárolóját/],
    [new Error('Something new'), /^Váratlan hiba történt/],
  ])('%s', (error, expected) => {
    const translated = inHungarian(error) as Error;
    expect(translated.message).toMatch(expected);
    expect(String(translated)).toBe(translated.message);
  });

  it('keeps the name and code Decap decides by, and leaves the editor’s own Hungarian errors alone', () => {
    const error = inHungarian(apiError('Not Found', 404)) as Error & {status: number};
    expect([error.name, error.status]).toEqual(['API_ERROR', 404]);
    expect(hungarianBackendMessage(new Error('Az összeg hibás.'))).toBeUndefined();
  });
});

describe('the wrapped backend', () => {
  it('commits a page save with its Hungarian title and passes the rest through', async () => {
    const calls: unknown[][] = [];
    const backend = hungarianBackend(
      {persistEntry: (...args: unknown[]) => Promise.resolve(calls.push(args))},
      subjects,
    );
    const entry = {dataFiles: [{path: 'p/about-us.mdx', raw: '---\ntitle: Rólunk\n---\n'}]};
    await (backend.persistEntry as (...args: unknown[]) => Promise<unknown>)(entry, {
      newEntry: false,
      commitMessage: 'Oldal: about-us',
      useWorkflow: true,
    });
    expect(calls[0]?.[1]).toEqual({newEntry: false, commitMessage: 'Oldal: Rólunk (/about-us/)', useWorkflow: true});
  });

  it('turns a failed save’s network error into Hungarian', async () => {
    const backend = hungarianBackend({persistEntry: () => Promise.reject(new TypeError('Failed to fetch'))}, subjects);
    await expect(
      (backend.persistEntry as (...args: unknown[]) => Promise<unknown>)({dataFiles: []}, {}),
    ).rejects.toThrow(/^Nem sikerült elérni a szervert/);
  });
});
