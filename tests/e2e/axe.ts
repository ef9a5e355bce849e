import AxeBuilder from '@axe-core/playwright';
import type {Frame, Page} from '@playwright/test';

/** A selector in the page, or a path of selectors into a frame of the page's origin: `['#frame', '.part']`. */
type AxeTarget = string | readonly string[];

/** The origin of a frame's document (a frame without a URL of its own, `about:blank`, has its creator's). */
function originOf(frame: Frame): Promise<string> {
  return frame.evaluate(() => self.origin);
}

/**
 * The accessibility bar of the project: WCAG 2.2 AA tags, with `target-size` switched on; over the page, or what
 * `include` names, less what `exclude` names.
 */
export async function axeViolations(
  page: Page,
  include: string | readonly AxeTarget[] = [],
  exclude: readonly string[] = [],
): Promise<string[]> {
  // `.options()` replaces the options object, so it must come before `.withTags()` (which sets runOnly).
  // Every rule runs on every node either way; two settings only spare work that finds nothing:
  // - `resultTypes: ['violations']`: passing and inapplicable results are summarised, not listed node by node.
  // - Legacy mode: axe runs once in the page. The default opens a blank page per check to merge the results of
  //   cross-origin frames. The site's pages have none, and a page that gets one stops here (below); a frame of the
  //   page's own origin (the writers' editor's preview) is checked by axe in the page.
  // Both together cut the crawl's CPU time by about half; the accessibility findings are the same.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  const origin = frames.length > 0 ? await originOf(page.mainFrame()) : '';
  const crossOrigin: Frame[] = [];
  for (const frame of frames) if ((await originOf(frame)) !== origin) crossOrigin.push(frame);
  if (crossOrigin.length > 0) {
    throw new Error(
      `The page has cross-origin frames (${crossOrigin.map((frame) => frame.url()).join(', ')}): axe's legacy ` +
        'mode would not check them; remove .setLegacyMode(true) in tests/e2e/axe.ts.',
    );
  }
  const analyze = async (selectors: boolean) => {
    let builder = new AxeBuilder({page})
      .options({rules: {'target-size': {enabled: true}}, resultTypes: ['violations'], selectors})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode(true);
    for (const target of typeof include === 'string' ? [include] : include) {
      builder = builder.include(typeof target === 'string' ? target : [...target]);
    }
    for (const target of exclude) builder = builder.exclude(target);
    return (await builder.analyze()).violations;
  };
  // A selector for every element a result names is a fifth of axe's time, and only a finding needs one: a page
  // is read without them, and read again with them when axe found something (the findings are the same).
  const found = await analyze(false);
  return found.length === 0 ? [] : violationLines(await analyze(true));
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
