import {blockComponent, formFields} from '@site/src/admin/blocks/fields';
import * as z from '@site/src/lib/schema';

describe('the form of a component, from its props schema', () => {
  it('has a field for each prop: text, number, switch, choice, and a repeatable group for a list of objects', () => {
    expect(blockComponent('FaqList')?.fields).toMatchObject([
      {
        name: 'items',
        kind: 'list',
        required: true,
        minItems: 1,
        item: {
          kind: 'object',
          fields: [
            {name: 'question', type: 'text'},
            {name: 'answer', type: 'text', rich: true},
          ],
        },
      },
      {name: 'headingLevel', kind: 'input', type: 'select', options: ['h2', 'h3', 'h4'], required: false},
    ]);
    expect(blockComponent('OutsOddsTable')?.fields[0]).toMatchObject({
      kind: 'input',
      type: 'number',
      hint: 'Egész szám 1 és 20 között.',
    });
    expect(blockComponent('Fig')?.fields[1]).toMatchObject({name: 'numberOnly', kind: 'flag', required: false});
  });

  it('falls back to a code field for a shape it cannot model', () => {
    const schema = z.strictObject({grid: z.array(z.array(z.string())), pair: z.tuple([z.string(), z.number()])});
    expect(formFields(schema)).toMatchObject([
      {name: 'grid', kind: 'raw'},
      {name: 'pair', kind: 'raw'},
    ]);
  });
});
