// An offer's validity line in the built region's language: Hungary's inflected dates (`huDate.ts`), Canada's
// long dates in English.
import {OFFER_VALIDITY_BY_LANGUAGE, offerValidity} from '@site/src/lib/format/offerValidity';
import {inRegion} from '@site/tests/helpers/inRegion';

/* eslint-disable @typescript-eslint/no-require-imports -- the module as the Canadian build loads it */
let canadian: typeof offerValidity | undefined;
inRegion('GGPCA', () => {
  canadian = (require('@site/src/lib/format/offerValidity') as typeof import('@site/src/lib/format/offerValidity'))
    .offerValidity;
});
/* eslint-enable @typescript-eslint/no-require-imports */

it('writes the Hungarian build’s line as huDate.ts does', () => {
  expect(offerValidity).toBe(OFFER_VALIDITY_BY_LANGUAGE.hu);
  expect(offerValidity('2026-11-01', null)).toBe('2026. november 1-jétől visszavonásig');
  expect(offerValidity('2026-11-01', '2026-12-31')).toBe('2026. november 1-jétől december 31-éig');
});

it('writes the Canadian build’s line in English, with the region’s long dates', () => {
  if (!canadian) throw new Error('the module did not load');
  expect(canadian('2026-11-01', null)).toBe('From November 1, 2026, until withdrawn');
  expect(canadian('2026-11-01', '2026-12-31')).toBe('November 1, 2026 to December 31, 2026');
  expect(canadian('2026-12-15', '2027-01-10')).toBe('December 15, 2026 to January 10, 2027');
  expect(canadian('2026-11-20', '2026-11-20')).toBe('November 20, 2026');
});

it('refuses a date that is not YYYY-MM-DD in both languages', () => {
  if (!canadian) throw new Error('the module did not load');
  expect(() => canadian?.('2026-02-30', null)).toThrow('2026-02-30');
  expect(() => offerValidity('1.11.2026', null)).toThrow('1.11.2026');
});
