import type {Locator, Page} from '@playwright/test';

/**
 * Every control of the shell that opens something, and the FAQ, with the page and width where a visitor
 * meets it: one list for the first-tap e2e suite (tests/e2e/first-tap.spec.ts) and the first-tap benchmark
 * (scripts/bench/firstTap.ts). Each opens an element that is its own open state: a `popover`, a `<dialog>`
 * or a `<details>`.
 */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function mainNav(page: Page): Locator {
  return header(page).getByRole('navigation', {name: 'Főmenü'});
}

/**
 * How the control opens its element before the app runs: the browser itself (a `popovertarget` or `commandfor`
 * button, a `<summary>`), or the boot script (a `data-opens-dialog` control, whose dialog is in the HTML or, for the
 * search, made by its chunk).
 */
export type OpeningKind = 'popover' | 'command' | 'boot dialog' | 'boot-made dialog' | 'details';

export interface OpeningControl {
  name: string;
  kind: OpeningKind;
  /** The control to press (the visible one: the record badge is in the header twice). */
  trigger: (page: Page) => Locator;
}

export interface ControlPage {
  route: string;
  width: number;
  controls: OpeningControl[];
}

const recordBadge: OpeningControl = {
  name: 'record badge',
  kind: 'boot dialog',
  trigger: (page) =>
    header(page)
      .getByRole('link', {name: /^Guinness-világrekord/})
      .filter({visible: true})
      .first(),
};

const menuToggle: OpeningControl = {
  name: 'menu toggle',
  kind: 'command',
  trigger: (page) => header(page).getByRole('button', {name: 'Menü megnyitása'}),
};

/** The magnifier: its dialog is made by the search's chunk when it first opens (`src/boot/searchDialog.ts`). */
const searchButton: OpeningControl = {
  name: 'search',
  kind: 'boot-made dialog',
  trigger: (page) => header(page).getByRole('button', {name: 'Keresés', exact: true}),
};

export const CONTROL_PAGES: ControlPage[] = [
  {
    route: '/',
    width: 1440,
    controls: [
      {
        name: '„Így játssz” panel',
        kind: 'popover',
        trigger: (page) => mainNav(page).getByRole('button', {name: 'Így játssz'}),
      },
      {
        name: '„Információ” menu',
        kind: 'popover',
        trigger: (page) => header(page).getByRole('button', {name: 'Információ'}),
      },
      {
        name: 'region selector',
        kind: 'popover',
        trigger: (page) =>
          header(page)
            .locator('[data-variant="header"]')
            .getByRole('button', {name: /^Régió:/}),
      },
      recordBadge,
    ],
  },
  {
    route: '/funds/',
    width: 1440,
    controls: [
      {
        name: '„Pénzügyek” panel',
        kind: 'popover',
        trigger: (page) => mainNav(page).getByRole('button', {name: 'Pénzügyek'}),
      },
    ],
  },
  {route: '/funds/', width: 1024, controls: [menuToggle, recordBadge]},
  {route: '/funds/', width: 375, controls: [menuToggle, recordBadge, searchButton]},
  {
    route: '/streamer-mode/',
    width: 375,
    controls: [
      {name: 'FAQ question', kind: 'details', trigger: (page) => page.locator('main details > summary').first()},
    ],
  },
];

export async function targetOf(trigger: Locator): Promise<Locator> {
  const id =
    (await trigger.getAttribute('popovertarget')) ??
    (await trigger.getAttribute('commandfor')) ??
    (await trigger.getAttribute('data-opens-dialog'));
  return id ? trigger.page().locator(`[id="${id}"]`) : trigger.locator('xpath=..');
}

export function isOpen(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) =>
      element.matches(':popover-open') ||
      element.matches('dialog:modal') ||
      (element instanceof HTMLDetailsElement && element.open),
  );
}
