import {readFileSync} from 'node:fs';
import path from 'node:path';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import type {H} from '@site/src/admin/decapApi';
import {fromFile} from '@site/src/admin/format/yamlDocument';
import {previewFor} from '@site/src/admin/preview';

const Preview = previewFor(createElement as unknown as H);
const COLLECTIONS = path.resolve(__dirname, '../../../../../i18n/hu/collections');

/** The preview Decap would draw for `data` in `collection` (entries are Immutable.js maps there). */
function preview(collection: string, data: Record<string, unknown>, slug = 'proba'): string {
  const entry = {
    get: (key: string) => (key === 'data' ? {toJS: () => data} : key === 'slug' ? slug : undefined),
    getIn: (path: string[]) => data[path[1] ?? ''],
  };
  return renderToStaticMarkup(Preview({entry, collection: {get: () => collection}}) as never);
}

/** A site entry as the editor's format loads it: its values and its text. */
function loaded(file: string): Record<string, unknown> {
  return fromFile(readFileSync(path.join(COLLECTIONS, file), 'utf8'));
}

describe('the previews of the promotions and tournaments', () => {
  it('shows a tournament’s own card, not the /tournaments/ page', () => {
    const out = preview('tournaments', loaded('tournaments/flip-and-go.yml'), 'flip-and-go');
    expect(out).toContain('<h2>Flip &amp; Go</h2>');
    expect(out).toContain('A verseny egy all-in flippel indul');
    expect(out).toContain('Folyamatosan, visszavonásig');
    expect(out).toContain('<a href="/poker-games/#flip--go">Bővebben</a>');
    expect(out).not.toContain('admin-preview-meta');
  });

  it('shows a promotion’s amount as the site writes it, with the site’s labels', () => {
    const out = preview('promotions', {
      title: 'Hétvégi játékpénz',
      summary: 'Hétvégente kétszer annyi játékpénzt kapsz.',
      amount: '12\u00a0345\u00a0P',
      upTo: true,
      terms: '/terms-conditions/',
      ends: '',
    });
    expect(out).toContain('<strong>akár 12\u00a0345\u00a0P</strong>');
    expect(out).toContain('<a href="/terms-conditions/">Részvételi feltételek</a>');
  });

  it.each(['promotions/welcome-bonus.yml', 'promotions/play-money.yml', 'tournaments/spin-and-gold.yml'])(
    'shows the site’s %s without a refusal',
    (file) => {
      const out = preview(file.split('/')[0] ?? '', loaded(file));
      expect(out).toContain('<article class="card admin-preview-entry"');
      expect(out).not.toContain('role="alert"');
    },
  );

  it('says why the site would refuse an entry, in the form’s words', () => {
    const out = preview('tournaments', {title: 'Verseny', format: 'Rush & Cash', summary: 'Egy mondat.'});
    expect(out).toContain('role="alert"');
    expect(out).toContain('készpénzes formátum, nem verseny');
  });

  it('still shows the page preview for the /promotions/ page, whose name is the same', () => {
    const out = preview('pages', {title: 'Promóciók', description: 'Leírás.', body: '# Promóciók\n\nSzöveg.\n'});
    expect(out).toContain('<p class="admin-preview-meta__title">Promóciók</p>');
    expect(out).toContain('<h1>Promóciók</h1>');
  });
});
