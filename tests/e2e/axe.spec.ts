import AxeBuilder from '@axe-core/playwright';

import {axeViolations, violationLines} from './axe';
import {expect, test} from './fixtures';

// The suite's accessibility check (./axe.ts) runs axe with settings that save time. This test plants one
// problem of each kind the rules look for on a real page and checks that it reports exactly what axe's default
// settings report there.
test('the accessibility check reports the same problems as axe with its default settings', async ({page}) => {
  await page.goto('/terms-conditions/', {waitUntil: 'networkidle'});
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main>');
    main.insertAdjacentHTML(
      'afterbegin',
      '<button></button><img src="/img/planted.png"><p id="planted-text">szöveg</p>' +
        '<a id="planted-a" href="#a">a</a><a id="planted-b" href="#b">b</a>',
    );
    // Styles through the CSSOM: the site's CSP refuses inline style attributes.
    const text = document.getElementById('planted-text');
    if (text) Object.assign(text.style, {color: '#777', background: '#888'});
    for (const id of ['planted-a', 'planted-b']) {
      const link = document.getElementById(id);
      if (link) Object.assign(link.style, {display: 'inline-block', width: '8px', height: '8px', overflow: 'hidden'});
    }
  });

  const found = await axeViolations(page);
  const {violations} = await new AxeBuilder({page})
    .options({rules: {'target-size': {enabled: true}}})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(found.map((line) => line.split(' ')[0])).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
    'target-size',
  ]);
  expect(found).toEqual(violationLines(violations));
});
