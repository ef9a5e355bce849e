import {LEAN_BUNDLE_PARTS, partsOn} from '@site/plugins/lean-bundle/parts';

describe('which lean-bundle parts a build switches on', () => {
  it('switches every part on when none is named', () => {
    expect([...partsOn('')]).toEqual([...LEAN_BUNDLE_PARTS]);
  });

  it('switches off the parts named, spaces and empty entries ignored', () => {
    const on = partsOn(' prism, ,infima-purge ');
    expect(on.has('prism')).toBe(false);
    expect(on.has('infima-purge')).toBe(false);
    expect(on.size).toBe(LEAN_BUNDLE_PARTS.length - 2);
  });

  it('stops on a name that is not a part, and lists the parts', () => {
    expect(() => partsOn('prism,prisma')).toThrow(/unknown part prisma \(parts: prism, theme-strings/);
  });
});
