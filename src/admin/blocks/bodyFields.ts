/**
 * The open form's field widgets, one per prop of the component's props schema (`fields.ts`): a text, number or
 * choice box, a switch, a code box for what the form cannot model, and a repeatable group for a list (its items
 * moved, removed and added here). A field the check refused is marked invalid; each hint is tied to its field.
 */
import {formTexts} from '../locale/formTexts';
import {STYLE} from './bodyStyle';
import type {H, Self, SetField} from './bodyTypes';
import {fieldHint, type FieldSpec, type ListSpec, type ObjectSpec, type ScalarSpec} from './fields';
import {emptyItem, type FieldPath, type FieldState, type FormState, type ListItem} from './formState';

const TEXT = formTexts.fields;

/** The widget of one prop of the open form, drawn with Decap's `h`. */
export function fieldViews(h: H, setField: SetField): (self: Self, spec: FieldSpec, form: FormState) => unknown {
  const idOf = (self: Self, path: FieldPath) => `${self.props.forID}-block-${path.join('-')}`;

  function described(self: Self, path: FieldPath, hint: string): Record<string, unknown> {
    return hint ? {'aria-describedby': `${idOf(self, path)}-hint`} : {};
  }

  function hintOf(self: Self, path: FieldPath, hint: string): unknown {
    return hint ? h('span', {id: `${idOf(self, path)}-hint`, style: STYLE.hint}, hint) : null;
  }

  function invalid(self: Self, path: FieldPath): boolean {
    const text = path
      .map((key, index) => (typeof key === 'number' ? `[${String(key)}]` : index === 0 ? key : `.${key}`))
      .join('');
    return self.state.panel?.refusals.some((refusal) => refusal.path === text) ?? false;
  }

  function scalarField(self: Self, spec: ScalarSpec, state: FieldState, path: FieldPath, label: string): unknown {
    const id = idOf(self, path);
    const hint = fieldHint(spec);
    const common = {id, ...described(self, path, hint), 'aria-invalid': invalid(self, path) || undefined};
    if (state.kind === 'flag') {
      return h(
        'div',
        {style: STYLE.field},
        h(
          'label',
          {htmlFor: id, style: {fontWeight: 600}},
          h('input', {
            ...common,
            type: 'checkbox',
            checked: state.on,
            onChange: (event: {target: {checked: boolean}}) =>
              setField(self, path, () => ({kind: 'flag', on: event.target.checked})),
          }),
          ` ${label}`,
        ),
        ' ',
        hintOf(self, path, hint),
      );
    }
    if (state.kind === 'raw' || spec.kind !== 'input') {
      const source = state.kind === 'raw' ? state.source : '';
      return h(
        'div',
        {style: STYLE.field},
        h('label', {htmlFor: id, style: STYLE.label}, TEXT.code(label)),
        h('textarea', {
          ...common,
          value: source,
          rows: Math.min(10, Math.max(2, source.split('\n').length + Math.floor(source.length / 80))),
          spellCheck: false,
          style: {...STYLE.input, ...STYLE.code},
          onChange: (event: {target: {value: string}}) =>
            setField(self, path, () => ({kind: 'raw', source: event.target.value})),
        }),
        hintOf(self, path, fieldHint({...spec, kind: 'raw'})),
      );
    }
    const text = state.kind === 'input' ? state.text : '';
    const onChange = (event: {target: {value: string}}) =>
      setField(self, path, () => ({kind: 'input', text: event.target.value}));
    let control: unknown;
    if (spec.type === 'select') {
      const none = spec.required ? TEXT.choose : TEXT.notGiven;
      control = h(
        'select',
        {...common, value: text, onChange, style: STYLE.input},
        h('option', {value: ''}, none),
        ...spec.options.map((option) => h('option', {value: option}, spec.optionNames[option] ?? option)),
      );
    } else if (spec.rich) {
      control = h('textarea', {...common, value: text, rows: 3, onChange, style: STYLE.input});
    } else {
      const inputMode = spec.type === 'number' ? 'decimal' : undefined;
      control = h('input', {...common, type: 'text', inputMode, value: text, onChange, style: STYLE.input});
    }
    return h(
      'div',
      {style: STYLE.field},
      h('label', {htmlFor: id, style: STYLE.label}, label),
      control,
      hintOf(self, path, hint),
    );
  }

  function itemFields(self: Self, spec: ListSpec, item: ListItem, path: FieldPath, index: number): unknown[] {
    const {state} = item;
    if (spec.item.kind === 'object' && state.kind === 'object') {
      const objectSpec: ObjectSpec = spec.item;
      return objectSpec.fields.map((field) =>
        scalarField(
          self,
          field,
          state.fields[field.name] ?? {kind: 'raw', source: ''},
          [...path, field.name],
          field.label,
        ),
      );
    }
    const scalar: ScalarSpec = spec.item.kind === 'object' ? {...spec.item, kind: 'raw'} : spec.item;
    return [scalarField(self, scalar, state, path, TEXT.labelledItem(spec.label, index + 1))];
  }

  function listField(self: Self, spec: ListSpec, state: FieldState, path: FieldPath): unknown {
    if (state.kind !== 'list') return scalarField(self, {...spec, kind: 'raw'}, state, path, spec.label);
    const hint = fieldHint(spec);
    const move = (from: number, to: number) =>
      setField(self, path, (list) => {
        if (list.kind !== 'list' || to < 0 || to >= list.items.length) return list;
        const items = [...list.items];
        items.splice(to, 0, ...items.splice(from, 1));
        return {...list, items};
      });
    const items = state.items.map((item, index) =>
      h(
        'fieldset',
        {style: STYLE.group},
        h('legend', null, TEXT.item(index + 1)),
        ...itemFields(self, spec, item, [...path, index], index),
        h(
          'div',
          {style: {display: 'flex', gap: '6px'}},
          h(
            'button',
            {
              type: 'button',
              style: {...STYLE.button, ...STYLE.small, ...(index === 0 ? STYLE.disabled : {})},
              disabled: index === 0,
              onClick: () => move(index, index - 1),
            },
            'Feljebb',
          ),
          h(
            'button',
            {
              type: 'button',
              style: {
                ...STYLE.button,
                ...STYLE.small,
                ...(index === state.items.length - 1 ? STYLE.disabled : {}),
              },
              disabled: index === state.items.length - 1,
              onClick: () => move(index, index + 1),
            },
            'Lejjebb',
          ),
          h(
            'button',
            {
              type: 'button',
              style: {...STYLE.button, ...STYLE.small},
              onClick: () =>
                setField(self, path, (list) =>
                  list.kind === 'list' ? {...list, items: list.items.filter((_, at) => at !== index)} : list,
                ),
            },
            TEXT.removeItem,
          ),
        ),
      ),
    );
    return h(
      'fieldset',
      {style: STYLE.group, ...described(self, path, hint)},
      h('legend', {style: {fontWeight: 600}}, spec.label),
      hintOf(self, path, hint),
      ...items,
      h(
        'button',
        {
          type: 'button',
          style: STYLE.button,
          onClick: () =>
            setField(self, path, (list) =>
              list.kind === 'list' ? {...list, items: [...list.items, emptyItem(spec)]} : list,
            ),
        },
        TEXT.newItem(spec.label),
      ),
    );
  }

  function field(self: Self, spec: FieldSpec, form: FormState): unknown {
    const state = form[spec.name];
    if (!state) return null;
    return spec.kind === 'list'
      ? listField(self, spec, state, [spec.name])
      : scalarField(self, spec, state, [spec.name], spec.label);
  }

  return field;
}
