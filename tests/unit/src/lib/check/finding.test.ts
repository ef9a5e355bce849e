import {byPosition, type Finding, formatGithub, formatText} from '@site/src/lib/check/finding';

const finding: Finding = {
  file: 'i18n/hu/docusaurus-plugin-content-pages/about-us.mdx',
  line: 9,
  column: 3,
  rule: 'spelling',
  message: 'Ismeretlen szó: „jatekos”',
  fix: 'Javítsd, pl.: játékos, 50%',
};

describe('check output', () => {
  it('prints file:line:column  [rule] what  →  what to do', () => {
    expect(formatText(finding)).toBe(
      'i18n/hu/docusaurus-plugin-content-pages/about-us.mdx:9:3  [spelling] Ismeretlen szó: „jatekos”  →  Javítsd, pl.: játékos, 50%',
    );
    expect(formatText({file: 'a.mdx', line: 3, column: 7, rule: 'arany', message: 'Üzenet.', fix: 'javaslat'})).toBe(
      'a.mdx:3:7  [arany] Üzenet.  →  javaslat',
    );
  });

  it('prints a GitHub annotation with the workflow-command escapes', () => {
    expect(formatGithub({...finding, file: 'a,b:c.mdx', message: 'sor1\nsor2'})).toBe(
      '::error file=a%2Cb%3Ac.mdx,line=9,col=3,title=spelling::sor1%0Asor2 → Javítsd, pl.: játékos, 50%25',
    );
  });

  it('marks a warning in both formats', () => {
    const warning: Finding = {...finding, severity: 'warning'};
    expect(formatText(warning)).toContain(':9:3  [spelling] figyelmeztetés: Ismeretlen szó');
    expect(formatGithub(warning)).toMatch(/^::warning file=/);
  });

  it('sorts by file, line and column', () => {
    const later = {...finding, line: 10};
    const earlier = {...finding, column: 1};
    expect([later, finding, earlier].sort(byPosition)).toEqual([earlier, finding, later]);
  });
});
