import {embedModeFromSearch, hasQueryFlag, nextEmbedMode} from '@site/src/lib/embedMode';

describe('embed modes', () => {
  it.each([
    ['?embedded=1', 'nav-1'],
    ['?embedded=logo', 'nav-logo'],
    ['?embedded=all', 'nav-all'],
    ['?embeded=1', 'nav-1'],
    ['?embeded=logo', 'nav-logo'],
    ['embeded=all', 'nav-all'],
    ['?a=b&embedded=logo&c=d', 'nav-logo'],
    ['?embedded=logo&embeded=all', 'nav-logo'],
    ['?embedded=%6Cogo', 'nav-logo'],
  ])('%p → %p', (search, mode) => expect(embedModeFromSearch(search)).toBe(mode));

  it.each([
    '?embedded=<script>',
    '?embedded=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?embedded=nav-logo',
    '?embedded=LOGO',
    '?embedded=Logo',
    '?embedded= logo',
    '?embedded=logo%00',
    '?embedded=2',
    '?embedded=',
    '?embedded',
    '?embedded=1 all',
    '?embedded=__proto__',
    '?embedded=constructor',
    '?embedded=toString',
  ])('%p adds nothing', (search) => expect(embedModeFromSearch(search)).toBeNull());

  it('returns undefined when the query does not mention embedding', () => {
    expect(embedModeFromSearch('')).toBeUndefined();
    expect(embedModeFromSearch('?a=1')).toBeUndefined();
    expect(embedModeFromSearch(`?${'a'.repeat(10000)}`)).toBeUndefined();
  });

  it('keeps the current mode across navigations without the parameter', () => {
    expect(nextEmbedMode('nav-logo', '')).toBe('nav-logo');
    expect(nextEmbedMode('nav-logo', '?embedded=all')).toBe('nav-all');
    expect(nextEmbedMode('nav-logo', '?embedded=x')).toBeNull();
    expect(nextEmbedMode(null, '?x=1')).toBeNull();
  });
});

describe('query flags', () => {
  it('finds clean and lighthouse as keys', () => {
    expect(hasQueryFlag('?clean', 'clean')).toBe(true);
    expect(hasQueryFlag('?a=1&clean=1', 'clean')).toBe(true);
    expect(hasQueryFlag('?lighthouse=true', 'lighthouse')).toBe(true);
    expect(hasQueryFlag('?a=clean', 'clean')).toBe(false);
    expect(hasQueryFlag('?cleaner=1', 'clean')).toBe(false);
    expect(hasQueryFlag('', 'lighthouse')).toBe(false);
  });
});
