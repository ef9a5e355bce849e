import {mdxCompileRule} from '@site/scripts/check/rules/mdxCompile';
import {bodyIssues} from '@site/src/admin/blocks/blockEdit';
import {bodyOf, checkFindings, PAGES} from '@site/tests/helpers/blockForms';
import {checkText} from '@site/tests/helpers/checkFiles';

const PAGE = 'i18n/hu/docusaurus-plugin-content-pages/about-us.mdx';
const PLACE = {file: PAGE, route: '/about-us/'};

/** The `mdx` rule's finding for a page made of a short front matter and `body`. */
async function mdxFinding(body: string): Promise<string[]> {
  const findings = await checkText(PAGE, `---\ntitle: Rólunk\n---\n${body}`, [mdxCompileRule]);
  return findings.map(({message, fix}) => `${message} → ${fix}`);
}

describe('the page text is refused with the writers’ check’s own message', () => {
  it.each(PAGES)('%s: the site’s page text passes', (page) => {
    expect(bodyIssues(bodyOf(page), PLACE)).toEqual([]);
  });

  it.each([
    ['an unclosed tag', 'Bevezető.\n\n<Tip>\nEgy tipp.\n'],
    ['an unpaired brace', 'Ára {fig:welcomeMatchCap.\n'],
    ['a stray closing tag', 'Szöveg.\n\n</Tip>\n'],
    ['a < before a number', 'Ha a tét <5 dollár, játssz tovább.\n'],
  ])('%s: the message and the fix are the check’s, with the line in the text', async (_case, body) => {
    const issues = bodyIssues(body, PLACE);
    expect(issues).toHaveLength(1);
    const [finding] = await mdxFinding(body);
    expect(finding).toBeDefined();
    expect(issues[0]).toMatch(/^Az oldal szövegének \d+\. sora: /);
    expect(issues[0]?.replace(/^Az oldal szövegének \d+\. sora: /, '')).toBe(finding);
  });

  it('names the line of the text box', () => {
    expect(bodyIssues('Első sor.\n\nMásodik {\n', PLACE)[0]).toMatch(/^Az oldal szövegének 3\. sora: /);
  });

  it('refuses a component whose props its schema refuses, as the props rule says it', async () => {
    const body = "Bevezető.\n\n<FaqList items={[{answer: 'Igen.'}]} />\n";
    const expected = (await checkFindings(body)).map(({message, fix}) => `${message} → ${fix}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(bodyIssues(body, PLACE)).toEqual(expected.map((finding) => `Az oldal szövegének 3. sora: ${finding}`));
  });
});
