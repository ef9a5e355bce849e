/**
 * The reviewer's report in two forms from one set of facts: `review/report.md` (the pull-request comment)
 * and `review/index.html` (the same, with the images inline, to open locally or as a CI artifact). Figures are
 * in Hungarian number format, each change as "base → head (difference)".
 */
import {type Finding, formatText} from '../../src/lib/check/finding';
import {formatInteger} from '../../src/lib/format/number';
import type {LighthouseScores} from '../bench/lighthouse';
import type {RouteChange} from './changedRoutes';
import type {Shot} from './screenshots';
import type {TextChange} from './visibleText';

type ReviewScores = Pick<LighthouseScores, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;

export interface LighthouseResult {
  measured: {route: string; base: ReviewScores; head: ReviewScores}[];
  /** Changed routes left out because of the route limit. */
  skipped: string[];
}

export interface RouteReport extends RouteChange {
  text: TextChange;
  weight: {base: number; head: number};
  shots: Shot[];
}

export interface ReviewFacts {
  base: {ref: string; commit: string};
  head: {commit: string};
  routes: RouteReport[];
  lighthouse: LighthouseResult;
  findings: Finding[];
  /** `https://…/` of the preview deploy; each route's link is made from it, or none. */
  previewUrl?: string;
}

const KIND: Record<RouteChange['kind'], string> = {changed: 'módosult', added: 'új oldal', removed: 'törölt oldal'};
const NO_TEXT_CHANGE = 'A látható szöveg nem változott.';
const NO_FINDINGS = 'Nincs hiba a módosult fájlokban.';
const LIGHTHOUSE_TITLE = 'Lighthouse (mobil, szimulált lassítás, oldalanként egy-egy futás)';
const LIGHTHOUSE_COLUMNS = ['oldal', 'teljesítmény', 'LCP', 'TBT', 'CLS'];
const LIGHTHOUSE_NOTE =
  'Egy futás: néhány pont vagy néhány tíz ms eltérés a mérési zajon belül van; a pontos mérés az `npm run bench`.';

const decimals = (value: number, digits: number) =>
  new Intl.NumberFormat('hu-HU', {minimumFractionDigits: digits, maximumFractionDigits: digits}).format(value);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;

/** `base → head (±difference)`; `zeroSign` is the sign of no change. */
function change(base: number, head: number, show: (value: number) => string, zeroSign = '±'): string {
  const difference = head - base;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : zeroSign;
  return `${show(base)} → ${show(head)} (${sign}${show(Math.abs(difference))})`;
}

const weightChange = ({base, head}: RouteReport['weight']) => change(base, head, kb, '+');

function lighthouseRows({measured}: LighthouseResult): string[][] {
  return measured.map(({route, base, head}) => [
    route,
    change(base.performance, head.performance, formatInteger),
    change(base.lcpMs, head.lcpMs, (ms) => `${decimals(ms / 1000, 2)} s`),
    change(base.tbtMs, head.tbtMs, (ms) => `${formatInteger(ms)} ms`),
    change(base.cls, head.cls, (value) => decimals(value, 3)),
  ]);
}

const previewLink = (facts: ReviewFacts, route: string) =>
  facts.previewUrl ? new URL(route.replace(/^\//, ''), facts.previewUrl).href : undefined;

const compared = (facts: ReviewFacts, ref: string) =>
  `Alap: ${ref} (${facts.base.commit.slice(0, 7)}) → fej: ${facts.head.commit.slice(0, 7)}. Módosult oldalak: `;

function lighthouseMarkdown(result: LighthouseResult): string[] {
  const lines = [`### ${LIGHTHOUSE_TITLE}`, ''];
  if (result.measured.length === 0 && result.skipped.length === 0) {
    return [...lines, 'Nincs módosult oldal, amelyet mérni lehetne.', ''];
  }
  if (result.measured.length > 0) {
    lines.push(`| ${LIGHTHOUSE_COLUMNS.join(' | ')} |`, `|${'---|'.repeat(LIGHTHOUSE_COLUMNS.length)}`);
    for (const [route, ...cells] of lighthouseRows(result)) lines.push(`| \`${route}\` | ${cells.join(' | ')} |`);
    lines.push('', LIGHTHOUSE_NOTE);
  }
  if (result.skipped.length > 0) {
    const skipped = result.skipped.map((route) => `\`${route}\``).join(', ');
    lines.push('', `Nem mért módosult oldalak (a korlát miatt, \`--lighthouse\`): ${skipped}.`);
  }
  return [...lines, ''];
}

export function reportMarkdown(facts: ReviewFacts): string {
  const lines = [
    '<!-- ggphu-review -->',
    '## Átnézési jelentés',
    '',
    `${compared(facts, `\`${facts.base.ref}\``)}**${facts.routes.length}**; ellenőrzési hibák: **${facts.findings.length}**.`,
    '',
  ];
  if (facts.routes.length > 0) {
    lines.push(
      '| oldal | változás | súly (HTML + JS + CSS + képek) | eltérő képpontok 375 / 1440 px |',
      '|---|---|---|---|',
    );
    for (const route of facts.routes) {
      const link = previewLink(facts, route.route);
      const ratios = route.shots.map((shot) => `${(shot.changedRatio * 100).toFixed(2).replace('.', ',')}%`);
      lines.push(
        `| ${link ? `[${route.route}](${link})` : `\`${route.route}\``} | ${KIND[route.kind]} | ${weightChange(route.weight)} | ${ratios.join(' / ') || '–'} |`,
      );
    }
    lines.push('');
    for (const route of facts.routes) {
      lines.push(`### ${route.route}`, '');
      for (const text of route.text.removed.slice(0, 20)) lines.push(`- ~~${text}~~`);
      for (const text of route.text.added.slice(0, 20)) lines.push(`- **${text}**`);
      if (route.text.removed.length + route.text.added.length === 0) lines.push(NO_TEXT_CHANGE);
      lines.push('');
      for (const shot of route.shots) {
        lines.push(`- ${shot.width} px: \`${shot.before}\`, \`${shot.after}\`, \`${shot.diff}\``);
      }
      lines.push('');
    }
    lines.push(
      'A képek a `review/` mappában (CI-ben a „review” artifactban) vannak; `review/index.html` egyben mutatja őket.',
      '',
      ...lighthouseMarkdown(facts.lighthouse),
    );
  }
  lines.push('### `npm run check`', '');
  if (facts.findings.length === 0) lines.push(NO_FINDINGS);
  else lines.push('```', ...facts.findings.map(formatText), '```');
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const SHOT_CAPTIONS = {before: 'előtte', after: 'utána', diff: 'eltérés'};

export function reportHtml(facts: ReviewFacts): string {
  const sections = facts.routes.map((route) => {
    const link = previewLink(facts, route.route);
    const title = link ? `<a href="${escapeHtml(link)}">${escapeHtml(route.route)}</a>` : escapeHtml(route.route);
    const text = [
      ...route.text.removed.map((line) => `<li><del>${escapeHtml(line)}</del></li>`),
      ...route.text.added.map((line) => `<li><ins>${escapeHtml(line)}</ins></li>`),
    ].join('');
    const shots = route.shots.map((shot) => {
      const figures = (['before', 'after', 'diff'] as const).map(
        (kind) =>
          `<figure><figcaption>${SHOT_CAPTIONS[kind]}</figcaption><img src="${shot[kind]}" alt="${escapeHtml(`${route.route} ${shot.width} px, ${kind}`)}"></figure>`,
      );
      return `<h3>${shot.width} px</h3><div class="shots">${figures.join('')}</div>`;
    });
    return `<section><h2>${title} <small>${KIND[route.kind]}, ${escapeHtml(weightChange(route.weight))}</small></h2><ul>${text || `<li>${NO_TEXT_CHANGE}</li>`}</ul>${shots.join('')}</section>`;
  });
  const cells = (row: string[], cell: string) => row.map((text) => `<${cell}>${escapeHtml(text)}</${cell}>`).join('');
  const lighthouse = lighthouseRows(facts.lighthouse)
    .map(([route = '', ...row]) => `<tr><th scope="row">${escapeHtml(route)}</th>${cells(row, 'td')}</tr>`)
    .join('');
  const findings = facts.findings.map((finding) => `<li><code>${escapeHtml(formatText(finding))}</code></li>`).join('');
  return `<!doctype html>
<html lang="hu-HU"><head><meta charset="utf-8"><title>Átnézési jelentés</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;background:#fff;color:#111}.shots{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1}img{max-width:100%;border:1px solid #ccc}del{color:#a00}ins{color:#060;text-decoration:none}</style>
</head><body><h1>Átnézési jelentés</h1>
<p>${compared(facts, `<code>${escapeHtml(facts.base.ref)}</code>`)}${facts.routes.length}.</p>
${sections.join('\n')}
${lighthouse ? `<h2>${escapeHtml(LIGHTHOUSE_TITLE)}</h2><table><tr>${cells(LIGHTHOUSE_COLUMNS, 'th')}</tr>${lighthouse}</table><p>${escapeHtml(LIGHTHOUSE_NOTE)}</p>` : ''}
<h2>npm run check</h2><ul>${findings || `<li>${NO_FINDINGS}</li>`}</ul>
</body></html>
`;
}
