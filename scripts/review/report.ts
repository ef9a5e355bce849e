/**
 * The reviewer's report in two forms from one set of facts: `review/report.md` (the pull-request comment)
 * and `review/index.html` (the same, with the images inline, to open locally or as a CI artifact).
 */
import type {Finding} from '../../src/lib/check/finding';
import {formatText} from '../../src/lib/check/finding';
import type {RouteChange} from './changedRoutes';
import {
  LIGHTHOUSE_NOTE,
  LIGHTHOUSE_TITLE,
  lighthouseMarkdown,
  type LighthouseResult,
  lighthouseRows,
} from './lighthouse';
import type {Shot} from './screenshots';
import type {TextChange} from './visibleText';

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

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
}

function delta(weight: {base: number; head: number}): string {
  const change = weight.head - weight.base;
  return `${kb(weight.base)} → ${kb(weight.head)} (${change >= 0 ? '+' : '−'}${kb(Math.abs(change))})`;
}

function routeLink(facts: ReviewFacts, route: string): string {
  return facts.previewUrl ? `[${route}](${new URL(route.replace(/^\//, ''), facts.previewUrl).href})` : `\`${route}\``;
}

export function reportMarkdown(facts: ReviewFacts): string {
  const lines = [
    '<!-- ggphu-review -->',
    '## Átnézési jelentés',
    '',
    `Alap: \`${facts.base.ref}\` (${facts.base.commit.slice(0, 7)}) → fej: ${facts.head.commit.slice(0, 7)}. ` +
      `Módosult oldalak: **${facts.routes.length}**; ellenőrzési hibák: **${facts.findings.length}**.`,
    '',
  ];
  if (facts.routes.length > 0) {
    lines.push(
      '| oldal | változás | súly (HTML + JS + CSS + képek) | eltérő képpontok 375 / 1440 px |',
      '|---|---|---|---|',
    );
    for (const route of facts.routes) {
      const ratios = route.shots
        .map((shot) => `${(shot.changedRatio * 100).toFixed(2).replace('.', ',')}%`)
        .join(' / ');
      lines.push(
        `| ${routeLink(facts, route.route)} | ${KIND[route.kind]} | ${delta(route.weight)} | ${ratios || '–'} |`,
      );
    }
    lines.push('');
    for (const route of facts.routes) {
      lines.push(`### ${route.route}`, '');
      for (const text of route.text.removed.slice(0, 20)) lines.push(`- ~~${text}~~`);
      for (const text of route.text.added.slice(0, 20)) lines.push(`- **${text}**`);
      if (route.text.removed.length + route.text.added.length === 0) lines.push('A látható szöveg nem változott.');
      lines.push('');
      for (const shot of route.shots) {
        lines.push(`- ${shot.width} px: \`${shot.before}\`, \`${shot.after}\`, \`${shot.diff}\``);
      }
      lines.push('');
    }
    lines.push(
      'A képek a `review/` mappában (CI-ben a „review” artifactban) vannak; `review/index.html` egyben mutatja őket.',
      '',
    );
    lines.push(...lighthouseMarkdown(facts.lighthouse));
  }
  lines.push('### `npm run check`', '');
  if (facts.findings.length === 0) lines.push('Nincs hiba a módosult fájlokban.');
  else lines.push('```', ...facts.findings.map(formatText), '```');
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function reportHtml(facts: ReviewFacts): string {
  const sections = facts.routes.map((route) => {
    const link = facts.previewUrl ? new URL(route.route.replace(/^\//, ''), facts.previewUrl).href : undefined;
    const title = link ? `<a href="${escapeHtml(link)}">${escapeHtml(route.route)}</a>` : escapeHtml(route.route);
    const text = [
      ...route.text.removed.map((line) => `<li><del>${escapeHtml(line)}</del></li>`),
      ...route.text.added.map((line) => `<li><ins>${escapeHtml(line)}</ins></li>`),
    ].join('');
    const shots = route.shots
      .map(
        (shot) =>
          `<h3>${shot.width} px</h3><div class="shots">${(['before', 'after', 'diff'] as const)
            .map(
              (kind) =>
                `<figure><figcaption>${{before: 'előtte', after: 'utána', diff: 'eltérés'}[kind]}</figcaption><img src="${shot[kind]}" alt="${escapeHtml(`${route.route} ${shot.width} px, ${kind}`)}"></figure>`,
            )
            .join('')}</div>`,
      )
      .join('');
    return `<section><h2>${title} <small>${KIND[route.kind]}, ${escapeHtml(delta(route.weight))}</small></h2><ul>${text || '<li>A látható szöveg nem változott.</li>'}</ul>${shots}</section>`;
  });
  const lighthouse = lighthouseRows(facts.lighthouse)
    .map(
      ([route, ...cells]) =>
        `<tr><th scope="row">${escapeHtml(route)}</th>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  const findings = facts.findings.map((finding) => `<li><code>${escapeHtml(formatText(finding))}</code></li>`).join('');
  return `<!doctype html>
<html lang="hu-HU"><head><meta charset="utf-8"><title>Átnézési jelentés</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;background:#fff;color:#111}.shots{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1}img{max-width:100%;border:1px solid #ccc}del{color:#a00}ins{color:#060;text-decoration:none}</style>
</head><body><h1>Átnézési jelentés</h1>
<p>Alap: <code>${escapeHtml(facts.base.ref)}</code> (${facts.base.commit.slice(0, 7)}) → fej: ${facts.head.commit.slice(0, 7)}. Módosult oldalak: ${facts.routes.length}.</p>
${sections.join('\n')}
${lighthouse ? `<h2>${escapeHtml(LIGHTHOUSE_TITLE)}</h2><table><tr><th>oldal</th><th>teljesítmény</th><th>LCP</th><th>TBT</th><th>CLS</th></tr>${lighthouse}</table><p>${escapeHtml(LIGHTHOUSE_NOTE)}</p>` : ''}
<h2>npm run check</h2><ul>${findings || '<li>Nincs hiba a módosult fájlokban.</li>'}</ul>
</body></html>
`;
}
