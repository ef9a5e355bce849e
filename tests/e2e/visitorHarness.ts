/**
 * Shared steps of the visitor-context e2e specs: the visitor's country comes from the test's
 * `X-Country-Code` / `X-Region-Code` headers (trusted by the e2e server only), the rules from a test
 * runtime config served over the built one with `page.route` (the harness cannot rebuild per test).
 */
import type {Page, Route} from '@playwright/test';

export const WARNING = 'FR';
export const BLOCKED = 'US';
const TEST_RULES = {
  [WARNING]: {ruleType: 'WARNING'},
  [BLOCKED]: {ruleType: 'BLOCKED'},
  CAON: {ruleType: 'BLOCKED'},
};

/** The built runtime config with the test's rules (everything else as deployed). */
async function withTestConfig(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({response, json: {...config, geolocationRules: TEST_RULES}});
  });
}

export async function as(page: Page, country: string, region?: string): Promise<void> {
  await page.setExtraHTTPHeaders(
    region ? {'X-Country-Code': country, 'X-Region-Code': region} : {'X-Country-Code': country},
  );
  await withTestConfig(page);
}

/** Resolves when a request whose URL contains `part` has finished or failed. */
function settled(page: Page, part: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: {url: () => string}): void => {
      if (request.url().includes(part)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** Opens a page and waits until the visitor context has both answers (or failures). */
export async function open(page: Page, path: string): Promise<void> {
  const both = Promise.all([settled(page, '/api/geo'), settled(page, '/runtime-config.json')]);
  await page.goto(path);
  await both;
}

/** Console messages the browser itself writes for a request a test broke on purpose. */
export function siteProblems(messages: string[]): string[] {
  return messages.filter((text) => !text.includes('Failed to load resource'));
}

export const warningDialog = (page: Page) => page.getByRole('dialog', {name: 'Nem elérhető az országodban'});
export const ontarioDialog = (page: Page) => page.getByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});
