import {matchGroups} from '@site/plugins/security-headers/regexGroups';

describe('matchGroups', () => {
  it('keeps the groups that did not take part in the match as undefined', () => {
    const match = /(?:"([^"]*)"|'([^']*)')/.exec("'single'")!;
    const [whole, doubleQuoted, singleQuoted] = matchGroups(match);
    expect([whole, doubleQuoted, singleQuoted]).toEqual(["'single'", undefined, 'single']);
    expect(doubleQuoted ?? singleQuoted).toBe('single');
  });
});
