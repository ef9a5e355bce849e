import {CMS_AUTH_MESSAGES} from '@site/server/core/api/cmsAuthPopup';

import {
  callback,
  CLIENT_ID,
  CLIENT_SECRET,
  decapReads,
  GITHUB,
  GITHUB_API,
  gitHubStandIn,
  GOOD_CODE,
  options,
  popupPage,
  runPopup,
  SITE,
  site,
  startSignIn,
  TOKEN,
} from './cmsAuthStandIn';

// Only the editors on the list sign in: anyone else's token is revoked at once and never reaches the page.
describe('GET /api/cms/callback: the list of editors', () => {
  it('revokes at once the token GitHub issued to a person not on the list', async () => {
    const standIn = gitHubStandIn('intruder');
    const app = site(options({CMS_EDITORS: 'writer-one'}, standIn));
    const {state} = await startSignIn(app);
    await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`);
    expect(standIn.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${GITHUB}/login/oauth/access_token`,
      `GET ${GITHUB_API}/user`,
      `DELETE ${GITHUB_API}/applications/${CLIENT_ID}/token`,
    ]);
    const revocation = standIn.calls[2];
    expect(JSON.parse(revocation.body)).toEqual({access_token: TOKEN});
    expect(revocation.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(revocation.headers.get('user-agent')).not.toBeNull();
    expect([...standIn.revoked]).toEqual([TOKEN]);
    // GitHub no longer takes it.
    const user = await standIn.fetch(`${GITHUB_API}/user`, {
      headers: {Authorization: `Bearer ${TOKEN}`, 'User-Agent': 'x'},
    });
    expect(user.status).toBe(401);
  });

  it('revokes the token when nobody may sign in, and keeps an editor’s', async () => {
    const nobody = gitHubStandIn('writer-one');
    const closed = site(options({CMS_EDITORS: ''}, nobody));
    const first = await startSignIn(closed);
    await callback(closed, `code=${GOOD_CODE}&state=${first.state}`, `__Host-cms_oauth_state=${first.state}`);
    expect([...nobody.revoked]).toEqual([TOKEN]);

    const editor = gitHubStandIn('writer-one');
    const open = site(options({}, editor));
    const second = await startSignIn(open);
    await callback(open, `code=${GOOD_CODE}&state=${second.state}`, `__Host-cms_oauth_state=${second.state}`);
    expect(editor.calls.map((call) => call.method)).toEqual(['POST', 'GET']);
    expect(editor.revoked.size).toBe(0);
  });

  it('refuses a GitHub user who is not on the list, without the token in the page', async () => {
    const standIn = gitHubStandIn('intruder');
    const app = site(options({CMS_EDITORS: 'writer-one'}, standIn));
    const {state} = await startSignIn(app);
    const response = await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`);
    const page = await popupPage(response);
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.notAnEditor('intruder')}});
    expect(page.data.content.message).toMatch(/intruder GitHub-fiók nincs a szerkesztők listáján/);
    expect(page.html).not.toContain(TOKEN);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const popup = runPopup(page);
    popup.send({source: popup.opener, origin: SITE, data: 'authorizing:github'});
    const message = popup.posted[1]?.[0] as string;
    expect(decapReads(message)).toEqual({kind: 'error', data: {message: CMS_AUTH_MESSAGES.notAnEditor('intruder')}});
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['only invalid entries', ' , -bad-, <script>'],
  ])('refuses everybody when CMS_EDITORS is %s', async (_name, editors) => {
    const standIn = gitHubStandIn('writer-one');
    const env = {
      EDITOR_URL: `${SITE}/`,
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      CMS_EDITORS: editors,
      GITHUB_OAUTH_BASE: GITHUB,
      GITHUB_API_BASE: `${GITHUB_API}/`,
    };
    const app = site({env, fetch: standIn.fetch});
    const {state} = await startSignIn(app);
    const page = await popupPage(
      await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`),
    );
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.noEditors}});
    expect(page.html).not.toContain(TOKEN);
  });
});
