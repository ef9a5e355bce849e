import {valuesAsSaved} from '@site/src/admin/entryValues';
import {parseEntry} from '@site/src/lib/collections/schema';

describe('the form’s values as the saved file holds them', () => {
  it('leaves empty fields out, and reads an empty end date as `ends: null`', () => {
    expect(valuesAsSaved({title: 'Cím', to: '', upTo: undefined, ends: ''})).toEqual({title: 'Cím', ends: null});
    expect(valuesAsSaved({title: 'Cím'})).toEqual({title: 'Cím', ends: null});
    expect(valuesAsSaved({ends: '2026-12-31'})).toEqual({ends: '2026-12-31'});
  });

  it('so a new promotion without an end date passes the collections’ validation', () => {
    const form = {
      title: 'Hétvégi játékpénz',
      summary: 'Hétvégente kétszer annyi játékpénzt kapsz.',
      // Not a marketing figure (those must be written `fig:<id>`), in the site's spelling.
      amount: '3\u00a0$',
      starts: '2026-11-01',
      source: 'a promóciós csapat levele',
      ends: '',
      terms: '/terms-conditions/',
      to: '',
    };
    expect(parseEntry('promotions', valuesAsSaved(form), 'hetvegi-jatekpenz')).toMatchObject({ok: true});
    const {ends: _ends, ...withoutEndsKey} = form;
    expect(parseEntry('promotions', withoutEndsKey, 'hetvegi-jatekpenz')).toMatchObject({ok: false});
  });
});
