import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The accessibility bar of the project: WCAG 2.2 AA tags, with `target-size` switched on. */
export async function axeViolations(page: Page, include: string | readonly string[] = []): Promise<string[]> {
  // `.options()` replaces the options object, so it must come before `.withTags()` (which sets runOnly).
  let builder = new AxeBuilder({page})
    .options({rules: {'target-size': {enabled: true}}})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const {violations} = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}
