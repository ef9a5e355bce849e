/**
 * Shared steps of the visitor-context e2e specs: the visitor's country comes from the test's
 * `X-Country-Code` / `X-Region-Code` headers (trusted by the e2e server only), the rules from a test
 * runtime config served over the built one with `page.route` (the harness cannot rebuild per test).
 */
import {readdirSync, readFileSync} from 'node:fs';

import type {Page, Route} from '@playwright/test';

import {expect, waitForHydration} from './fixtures';

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

/** The visitor's country (and region) for the next pages; also starts watching for the visitor modals' code. */
export async function as(page: Page, country: string, region?: string): Promise<void> {
  watchVisitorModals(page);
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

/**
 * The on-demand chunks of the two visitor modals in the served build: their code loads only when the visitor
 * context asks for one (src/components/visitor/VisitorModals), in the render that decides it. Found by the
 * ids of their strings, outside the main bundle (which holds every string).
 */
let modalChunks: readonly string[] | null = null;

function visitorModalChunks(): readonly string[] {
  // The build the suite serves (tests/region serves another region's).
  const dir = `${process.env.E2E_BUILD_DIR ?? 'build'}/assets/js`;
  modalChunks ??= readdirSync(dir).filter(
    (file) =>
      file.endsWith('.js') &&
      !file.startsWith('main.') &&
      /REGION_WARNING_TITLE|ONTARIO_BLURB_LICENSED_TITLE/.test(readFileSync(`${dir}/${file}`, 'utf8')),
  );
  return modalChunks;
}

/** Names of the visitor modals' chunks each page asked for since its last navigation. */
const modalCodeAsked = new WeakMap<Page, string[]>();

/** Starts watching for the visitor modals' code (`as` does it): call before the page is opened. */
export function watchVisitorModals(page: Page): string[] {
  let asked = modalCodeAsked.get(page);
  if (!asked) {
    const list: string[] = [];
    asked = list;
    modalCodeAsked.set(page, list);
    const chunks = visitorModalChunks();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) list.length = 0;
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (chunks.includes(file)) list.push(file);
    });
  }
  return asked;
}

/** The header's Download control: the visitor context's decisions show on it. */
export const headerDownload = (page: Page) => page.locator('header [data-download-button]').first();

/**
 * Starts the app if no visitor rule has, and waits until the visitor context has decided and its decisions have reached the page: the header's Download
 * control is upgraded (to the store link for the test browser's Linux, or home when blocked) only once the
 * config and the geo have settled — after the render that decides the visitor modal.
 */
export async function visitorDecided(page: Page): Promise<void> {
  // The app decides; a visitor whom no rule concerns gets it on a first interaction (src/boot/).
  await waitForHydration(page);
  await expect(headerDownload(page)).toHaveAttribute('data-download-source', /^(api|installer|blocked)$/);
}

/**
 * The visitor context has decided against a modal: it has decided (`visitorDecided`), the code of the
 * modals, which the deciding render would have started to load, was not asked for, and no dialog is open.
 */
export async function expectNoVisitorModal(page: Page): Promise<void> {
  expect(visitorModalChunks(), 'the two visitor modals have a chunk each in build/').toHaveLength(2);
  const asked = modalCodeAsked.get(page);
  expect(asked, 'as(page, …) or watchVisitorModals(page) before the page is opened').toBeDefined();
  await visitorDecided(page);
  expect(asked).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Console messages the browser itself writes for a request a test broke on purpose. */
export function siteProblems(messages: string[]): string[] {
  return messages.filter((text) => !text.includes('Failed to load resource'));
}

export const warningDialog = (page: Page) => page.getByRole('dialog', {name: 'Nem elérhető az országodban'});
export const ontarioDialog = (page: Page) => page.getByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});
