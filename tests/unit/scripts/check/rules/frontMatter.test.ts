// The writers' check runs the build's ambassador validation on `ggteam/<slug>.mdx`: a missing or wrong
// `profile` is reported in Hungarian at its own line, before anyone starts a build.
import {frontMatterRule} from '@site/scripts/check/rules/frontMatter';
import {checkText} from '@site/tests/helpers/checkFiles';

/** A description of the length every page needs, so only the ambassador fields are in question. */
const DESCRIPTION =
  'description: "Kitalált, szemléltető játékosprofil: a készpénzes asztalok embere, aki a gyors formátumokat kedveli, és szívesen megosztja a tanácsait."';

/** The page as the check reads it, front matter first; only the front-matter rule runs. */
function check(file: string, frontMatter: string[]) {
  const text = ['---', ...frontMatter, DESCRIPTION, '---', '', '# Cím', ''].join('\n');
  return checkText(file, text, [frontMatterRule]);
}

const PAGE = 'i18n/hu/docusaurus-plugin-content-pages/ggteam/kovacs-bence.mdx';
const FIELDS = [
  'title: Kovács Bence – szemléltető játékosprofil',
  'slug: /ggteam/kovacs-bence/',
  'name: Kovács Bence',
  'role: A készpénzes asztalok embere',
  'formats: ["Rush & Cash"]',
  'style: TAG',
];

describe('front-matter rule on ambassador pages', () => {
  it('passes a page that says it is an illustration', async () => {
    expect(await check(PAGE, [...FIELDS, 'profile: illustration'])).toEqual([]);
  });

  it('reports a missing profile in Hungarian, with both allowed values', async () => {
    const findings = await check(PAGE, FIELDS);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({file: PAGE, rule: 'front-matter', line: 1});
    expect(findings[0].message).toMatch(/hiányzik a front matter „profile” mezője/);
    expect(findings[0].fix).toMatch(/profile: illustration.*profile: contracted/);
  });

  it('reports a wrong profile at its own line', async () => {
    const findings = await check(PAGE, [...FIELDS, 'profile: valódi']);
    expect(findings).toHaveLength(1);
    expect(findings[0].line).toBe(FIELDS.length + 2);
    expect(findings[0].message).toMatch(/„profile” mezője „valódi”, de csak/);
  });

  it('leaves the team page and other pages alone', async () => {
    expect(await check('i18n/hu/docusaurus-plugin-content-pages/ggteam/index.mdx', ['title: GGTeam'])).toEqual([]);
    expect(await check('i18n/hu/docusaurus-plugin-content-pages/about-us.mdx', ['title: Rólunk'])).toEqual([]);
  });
});
