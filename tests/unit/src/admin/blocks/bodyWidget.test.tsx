/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';

import {fieldViews, type Self, type SetField} from '@site/src/admin/blocks/bodyWidget';
import {blockComponent} from '@site/src/admin/blocks/fields';
import {emptyForm, type FormState, updateField} from '@site/src/admin/blocks/formState';

/** The FAQ block's form, drawn with React's own `h`, for a widget with `refusals` on its panel. */
function drawFaq(form: FormState, refusals: {path: string; message: string}[] = []) {
  const component = blockComponent('FaqList')!;
  const changes: FormState[] = [];
  const self = {props: {forID: 'body'}, state: {panel: {refusals}}} as unknown as Self;
  const setField: SetField = (_self, path, change) => changes.push(updateField(form, path, change));
  const field = fieldViews(createElement as never, setField);
  render(<>{component.fields.map((spec) => field(self, spec, form) as ReactNode)}</>);
  return changes;
}

describe('the block form’s field widgets', () => {
  const faq = emptyForm(blockComponent('FaqList')!.fields);

  it('draws a list of objects as numbered groups of labelled boxes, and a choice as a select', () => {
    drawFaq(faq);
    expect(screen.getByRole('group', {name: 'Kérdések'})).toBeInTheDocument();
    expect(screen.getByRole('group', {name: '1. elem'})).toBeInTheDocument();
    expect(screen.getByLabelText('Kérdés')).toHaveAttribute('id', 'body-block-items-0-question');
    const level = screen.getByLabelText('A kérdések címsorszintje');
    expect(level.tagName).toBe('SELECT');
    expect(screen.getByRole('option', {name: 'Címsor 3'})).toHaveAttribute('value', 'h3');
    expect(level).toHaveTextContent('Címsor 2');
  });

  it('hands each change to the form as the writer makes it', () => {
    const changes = drawFaq(faq);
    fireEvent.change(screen.getByLabelText('Kérdés'), {target: {value: 'Mikor?'}});
    fireEvent.click(screen.getByRole('button', {name: 'Új elem (Kérdések)'}));
    const [typed, added] = changes as [FormState, FormState];
    expect(typed.items).toMatchObject({kind: 'list', items: [{state: {fields: {question: {text: 'Mikor?'}}}}]});
    expect(added.items).toMatchObject({kind: 'list', items: [{}, {}]});
  });

  it('marks the field the check refused, and only that one', () => {
    drawFaq(faq, [{path: 'items[0].question', message: 'Üres kérdés.'}]);
    expect(screen.getByLabelText('Kérdés')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Válasz')).not.toHaveAttribute('aria-invalid');
  });
});
