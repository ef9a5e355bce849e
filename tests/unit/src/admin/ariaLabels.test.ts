/** @jest-environment jsdom */
import {keepAriaLabelsHungarian, translateAriaLabels} from '@site/src/admin/ariaLabels';

describe("Decap's hard-coded English screen-reader names", () => {
  it('are put in Hungarian where they stand', () => {
    document.body.innerHTML =
      '<div role="alert"><button aria-label="close">×</button><div role="progressbar" aria-label="notification timer"></div><a aria-label="Tovább">x</a></div>';
    translateAriaLabels(document.body);
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Bezárás');
    expect(document.querySelector('[role=progressbar]')?.getAttribute('aria-label')).toBe(
      'Az értesítés hátralévő ideje',
    );
    expect(document.querySelector('a')?.getAttribute('aria-label')).toBe('Tovább');
  });

  it('are put in Hungarian when a toast appears later', async () => {
    document.body.innerHTML = '';
    const observer = keepAriaLabelsHungarian(document);
    const toast = document.createElement('div');
    toast.innerHTML = '<button aria-label="close">×</button>';
    document.body.append(toast);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.querySelector('button')?.getAttribute('aria-label')).toBe('Bezárás');
    observer.disconnect();
  });
});
