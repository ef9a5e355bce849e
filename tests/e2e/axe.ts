import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The accessibility bar of the project: WCAG 2.2 AA tags, with `target-size` switched on. */
export async function axeViolations(page: Page, include: string | readonly string[] = []): Promise<string[]> {
  // `.options()` replaces the options object, so it must come before `.withTags()` (which sets runOnly).
  // Every rule runs on every node either way; two settings only spare work that finds nothing:
  // - `resultTypes: ['violations']`: passing and inapplicable results are summarised, not listed node by node.
  // - Legacy mode: axe runs once in the page. The default opens a blank page per check to merge the results of
  //   cross-origin frames. The site's pages have no frames, and a page that gets one stops here (below).
  // Both together cut the crawl's CPU time by about half; the accessibility findings are the same.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0) {
    throw new Error(
      `The page has frames (${frames.map((frame) => frame.url()).join(', ')}): axe's legacy mode would not ` +
        'check a cross-origin one; remove .setLegacyMode(true) in tests/e2e/axe.ts.',
    );
  }
  let builder = new AxeBuilder({page})
    .options({rules: {'target-size': {enabled: true}}, resultTypes: ['violations']})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const {violations} = await builder.analyze();
  return violationLines(violations);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violated rule: its id, impact and help, and the first five elements it names. */
export function violationLines(violations: readonly Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}
