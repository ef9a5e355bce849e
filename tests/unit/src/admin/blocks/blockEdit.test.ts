import {type BlockTarget, componentAt, editBlock} from '@site/src/admin/blocks/blockEdit';
import {blockComponent} from '@site/src/admin/blocks/fields';
import {updateField} from '@site/src/admin/blocks/formState';
import {bodyOf, input, PAGES, refused, written} from '@site/tests/helpers/blockForms';
import {changedLines} from '@site/tests/helpers/decapTrip';

function target(text: string, at: string, offset = 1): BlockTarget {
  const lookup = componentAt(text, text.indexOf(at) + offset);
  if (lookup.kind !== 'found') throw new Error(`no component at ${at}`);
  return lookup.target;
}

describe('a component tag edited with its form', () => {
  it.each(PAGES)('%s: every component tag read into its form and left alone stays byte for byte', (page) => {
    const body = bodyOf(page);
    let tags = 0;
    for (const match of body.matchAll(/<([A-Z]\w*)/g)) {
      if (!blockComponent(match[1])) continue;
      const lookup = componentAt(body, match.index + 1);
      expect(lookup).toMatchObject({kind: 'found', target: {name: match[1], start: match.index}});
      if (lookup.kind !== 'found') continue;
      tags += 1;
      expect(editBlock(body, lookup.target, lookup.target.form)).toEqual({ok: true, text: body, cursor: match.index});
    }
    expect(tags).toBe((body.match(/<[A-Z]\w*/g) ?? []).filter((tag) => blockComponent(tag.slice(1))).length);
  });

  it('finds the tag the cursor is in: its opening or closing tag, the innermost one, not its content', () => {
    const body = bodyOf('streamer-mode.mdx');
    const inFact = body.indexOf('<Fact name="talentEmail"') + 8;
    expect(componentAt(body, inFact)).toMatchObject({kind: 'found', target: {name: 'Fact'}});
    expect(componentAt(body, body.indexOf('A csapat e-mail-címe'))).toEqual({kind: 'none'});
    expect(componentAt(body, body.indexOf('</WhenKnown>') + 3)).toMatchObject({
      kind: 'found',
      target: {name: 'WhenKnown'},
    });
    expect(componentAt(body, body.indexOf("question: 'Hogyan"))).toMatchObject({
      kind: 'found',
      target: {name: 'FaqList'},
    });
    expect(componentAt('<Hand cards="As', 3)).toMatchObject({kind: 'invalid', line: 1});
  });

  it('rewrites only the changed prop: one question of a list of eight, the rest of the file byte for byte', () => {
    const body = bodyOf('streamer-mode.mdx');
    const faq = target(body, '<FaqList');
    const form = updateField(faq.form, ['items', 1, 'question'], () => input('Hogyan kérhetem meg a jóváhagyást?'));
    expect(changedLines(body, written(editBlock(body, faq, form)))).toEqual([
      {
        before: "      question: 'Hogyan kérhetem a jóváhagyást?',",
        after: "      question: 'Hogyan kérhetem meg a jóváhagyást?',",
      },
    ]);
  });

  it('adds a new prop on its own line after the last one, and removes a cleared one with its line', () => {
    const body = bodyOf('streamer-mode.mdx');
    const faq = target(body, '<FaqList');
    const withLevel = written(
      editBlock(
        body,
        faq,
        updateField(faq.form, ['headingLevel'], () => input('h3')),
      ),
    );
    expect(withLevel).toBe(body.replace('  ]}\n/>', '  ]}\n  headingLevel="h3"\n/>'));
    const back = target(withLevel, '<FaqList');
    expect(
      written(
        editBlock(
          withLevel,
          back,
          updateField(back.form, ['headingLevel'], () => input('')),
        ),
      ),
    ).toBe(body);
    // On a tag of one line, a space before it.
    const home = bodyOf('index.mdx');
    const hero = target(home, '<HomeHero');
    const out = written(
      editBlock(
        home,
        hero,
        updateField(hero.form, ['secondaryTo'], () => input('/download/')),
      ),
    );
    expect(out).toBe(home.replace('secondaryTo="/poker-games/"', 'secondaryTo="/download/"'));
  });

  it('keeps what the form cannot show as a field as code, exactly as written, when another prop changes', () => {
    const home = bodyOf('index.mdx');
    const rewards = target(home, '<MonthlyRewards');
    const items = rewards.form.items;
    expect(items?.kind === 'list' && items.items[0]?.state).toMatchObject({
      kind: 'object',
      fields: {highlight: {kind: 'raw', source: '`akár ${fig.welcomeMatchCap}`'}, title: input('Üdvözlő bónusz')},
    });
    const out = written(
      editBlock(
        home,
        rewards,
        updateField(rewards.form, ['title'], () => input('Havi jutalmak')),
      ),
    );
    expect(changedLines(home, out)).toEqual([
      {before: '  title="Ajánlatok és jutalmak"', after: '  title="Havi jutalmak"'},
    ]);
    // An item changed: that item is written anew, the others as they were.
    const second = updateField(rewards.form, ['items', 1, 'title'], () => input('Spin & Gold!'));
    expect(changedLines(home, written(editBlock(home, rewards, second)))).toEqual([
      {before: "      title: 'Spin & Gold',", after: "      title: 'Spin & Gold!',"},
    ]);
  });

  it('refuses a changed value the schema refuses, and writes nothing', async () => {
    const body = bodyOf('poker-school/poker-hands-odds.mdx');
    const table = target(body, '<OutsOddsTable');
    const refusals = refused(
      editBlock(
        body,
        table,
        updateField(table.form, ['maxOuts'], () => input('0')),
      ),
    );
    expect(refusals).toEqual([
      {
        path: 'maxOuts',
        message: '<OutsOddsTable> „maxOuts” értéke túl kicsi (legalább 1)',
        fix: 'Adj meg nagyobb értéket',
      },
    ]);
  });
});
