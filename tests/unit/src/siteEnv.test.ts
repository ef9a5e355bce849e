import {normaliseBaseUrl, normaliseSiteUrl, PRODUCTION_URL, readSiteEnv} from '@site/src/siteEnv';

describe('siteEnv', () => {
  it('uses production defaults without environment', () => {
    expect(readSiteEnv({})).toEqual({
      url: PRODUCTION_URL,
      baseUrl: '/',
      isPreview: false,
      imageCdnBaseUrl: '',
      previewBranch: '',
      previewCommit: '',
      editUrlBase: '',
      githubRepository: '',
    });
  });

  it('reads a branch preview', () => {
    expect(readSiteEnv({BASE_URL: '/preview/x/', PREVIEW: '1', SITE_URL: 'https://preview.example.com/x'})).toEqual({
      url: 'https://preview.example.com',
      baseUrl: '/preview/x/',
      isPreview: true,
      imageCdnBaseUrl: '',
      previewBranch: '',
      previewCommit: '',
      editUrlBase: '',
      githubRepository: '',
    });
  });

  it.each([
    ['preview/x', '/preview/x/'],
    ['//a//b', '/a/b/'],
    ['/a/../b/', '/'],
    ['/a b/', '/'],
    ['/<script>/', '/'],
    ['', '/'],
  ])('normalises base url %p to %p', (raw, expected) => {
    expect(normaliseBaseUrl(raw)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'ftp://x.example', 'not a url'])('rejects site url %p', (raw) => {
    expect(normaliseSiteUrl(raw)).toBe(PRODUCTION_URL);
  });

  it("names the GitHub repository for the writers' editor only when it is on github.com", () => {
    expect(readSiteEnv({REPOSITORY_URL: 'https://github.com/ggp/ggphu-site.git'}).githubRepository).toBe(
      'ggp/ggphu-site',
    );
    expect(readSiteEnv({GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'a/b'}).githubRepository).toBe(
      'a/b',
    );
    expect(readSiteEnv({REPOSITORY_URL: 'https://gitlab.example.com/a/b'}).githubRepository).toBe('');
    expect(readSiteEnv({REPOSITORY_URL: 'javascript:alert(1)'}).githubRepository).toBe('');
  });

  it('accepts an https image CDN base only', () => {
    expect(readSiteEnv({IMAGE_CDN_URL: 'https://img.example.com/ggphu/'}).imageCdnBaseUrl).toBe(
      'https://img.example.com/ggphu',
    );
    expect(readSiteEnv({IMAGE_CDN_URL: 'http://img.example.com'}).imageCdnBaseUrl).toBe('');
    expect(readSiteEnv({IMAGE_CDN_URL: 'javascript:alert(1)'}).imageCdnBaseUrl).toBe('');
  });

  it.each(['0', 'no', '', 'false'])('PREVIEW=%p is not a preview', (flag) => {
    expect(readSiteEnv({PREVIEW: flag}).isPreview).toBe(false);
  });

  it('reads what a preview was built from and where its pages are edited', () => {
    const env = readSiteEnv({
      PREVIEW: '1',
      PREVIEW_BRANCH: 'refs/heads/writers/uj-utmutato',
      PREVIEW_COMMIT: 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'ggphu/site',
    });
    expect(env.previewBranch).toBe('writers/uj-utmutato');
    expect(env.previewCommit).toBe('a1b2c3d');
    expect(env.editUrlBase).toBe('https://github.com/ggphu/site/edit/writers/uj-utmutato/');
    expect(readSiteEnv({PREVIEW: '1', REPOSITORY_URL: 'https://git.example.com/a/b.git'}).editUrlBase).toBe(
      'https://git.example.com/a/b/edit/main/',
    );
  });

  it('shows no branch, commit or edit link on production builds', () => {
    const env = readSiteEnv({PREVIEW_BRANCH: 'x', PREVIEW_COMMIT: 'abcdef1', REPOSITORY_URL: 'https://github.com/a/b'});
    expect([env.previewBranch, env.previewCommit, env.editUrlBase]).toEqual(['', '', '']);
  });

  it.each([
    ['PREVIEW_BRANCH', 'x y<script>', 'previewBranch'],
    ['PREVIEW_BRANCH', '../../etc', 'previewBranch'],
    ['PREVIEW_COMMIT', 'not-a-sha', 'previewCommit'],
    ['REPOSITORY_URL', 'javascript:alert(1)//a/b', 'editUrlBase'],
    ['REPOSITORY_URL', 'http://github.com/a/b', 'editUrlBase'],
  ] as const)('drops an unusable %s (%p)', (name, value, field) => {
    expect(readSiteEnv({PREVIEW: '1', REPOSITORY_URL: 'https://github.com/a/b', [name]: value})[field]).toBe('');
  });
});
