/**
 * The page text's widget: Decap's own text box (the text stays plain MDX, byte for byte) with two buttons above
 * it, to insert a component block at the cursor or to edit the one the cursor stands in (`blockEdit.ts`), drawn
 * with Decap's React. A value or a save the writers' check would refuse is refused here with its message.
 */
import type {SiteRoutes} from '../../lib/check/formCheck';
import type {ControlProps, DecapWindow, H, ValidationResult} from '../decapApi';
import {pagePlaceOf} from '../decapConfig';
import {formTexts} from '../locale/editorTexts';
import {
  type BlockResult,
  type BlockTarget,
  bodyIssues,
  componentAt,
  editBlock,
  insertBlock,
  type Lookup,
  type Refusal,
} from './blockEdit';
import {
  blockComponent,
  blockComponents,
  fieldHint,
  type FieldSpec,
  type ListSpec,
  type ObjectSpec,
  type ScalarSpec,
} from './fields';
import {
  emptyForm,
  emptyItem,
  type FieldPath,
  type FieldState,
  type FormState,
  joinPath,
  type ListItem,
  updateField,
} from './formState';

const TEXT = formTexts;

interface BodyProps extends ControlProps {
  forID: string;
  onChange: (value: string) => void;
}

interface Panel {
  mode: 'insert' | 'edit';
  /** the component; empty until one is picked */
  name: string;
  form: FormState;
  /** text between the tags of a new block */
  children: string;
  /** edit: the tag, and the text it was read from */
  target?: BlockTarget;
  snapshot?: string;
  refusals: Refusal[];
}

interface State {
  here: Lookup;
  panel: Panel | null;
  note: string | null;
}

export interface Self {
  props: BodyProps;
  state: State;
  setState: (state: Partial<State>) => void;
  textarea: () => HTMLTextAreaElement | null;
  track: () => void;
  listen: (event?: {target: unknown}) => void;
  timer?: number;
}

export type SetField = (self: Self, path: FieldPath, change: (state: FieldState) => FieldState) => void;

const CLASS = 'admin-blocks';

function labelled(h: H, id: string, label: string, ...rest: unknown[]): unknown {
  return h('div', {className: `${CLASS}__field`}, h('label', {htmlFor: id}, label), ...rest);
}

function hereText(here: Lookup): string {
  if (here.kind === 'found') return TEXT.here.found(here.target.name);
  return here.kind === 'invalid' ? TEXT.here.invalid(here.line) : TEXT.here.none;
}

/** The widget of one prop of the open form, drawn with Decap's `h`. */
export function fieldViews(h: H, setField: SetField): (self: Self, spec: FieldSpec, form: FormState) => unknown {
  const idOf = (self: Self, path: FieldPath) => `${self.props.forID}-block-${path.join('-')}`;

  function described(self: Self, path: FieldPath, hint: string): Record<string, unknown> {
    return hint ? {'aria-describedby': `${idOf(self, path)}-hint`} : {};
  }

  function hintOf(self: Self, path: FieldPath, hint: string): unknown {
    return hint ? h('span', {id: `${idOf(self, path)}-hint`, className: `${CLASS}__hint`}, hint) : null;
  }

  function scalarField(self: Self, spec: ScalarSpec, state: FieldState, path: FieldPath, label: string): unknown {
    const id = idOf(self, path);
    const hint = fieldHint(spec);
    // Marked invalid when the check refused this field (a refusal names it as `items[0].question`).
    const invalid = self.state.panel?.refusals.some((refusal) => refusal.path === path.reduce<string>(joinPath, ''));
    const common = {id, ...described(self, path, hint), 'aria-invalid': invalid ? true : undefined};
    if (state.kind === 'flag') {
      return h(
        'div',
        {className: `${CLASS}__field ${CLASS}__flag`},
        h(
          'label',
          {htmlFor: id},
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
      return labelled(
        h,
        id,
        TEXT.fields.code(label),
        h('textarea', {
          ...common,
          value: source,
          rows: Math.min(10, Math.max(2, source.split('\n').length + Math.floor(source.length / 80))),
          spellCheck: false,
          className: `${CLASS}__code`,
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
      const none = spec.required ? TEXT.fields.choose : TEXT.fields.notGiven;
      control = h(
        'select',
        {...common, value: text, onChange},
        h('option', {value: ''}, none),
        ...spec.options.map((option) => h('option', {value: option}, spec.optionNames[option] ?? option)),
      );
    } else if (spec.rich) {
      control = h('textarea', {...common, value: text, rows: 3, onChange});
    } else {
      const inputMode = spec.type === 'number' ? 'decimal' : undefined;
      control = h('input', {...common, type: 'text', inputMode, value: text, onChange});
    }
    return labelled(h, id, label, control, hintOf(self, path, hint));
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
    return [scalarField(self, scalar, state, path, TEXT.fields.labelledItem(spec.label, index + 1))];
  }

  function listField(self: Self, spec: ListSpec, state: FieldState, path: FieldPath): unknown {
    if (state.kind !== 'list') return scalarField(self, {...spec, kind: 'raw'}, state, path, spec.label);
    const hint = fieldHint(spec);
    const change = (update: (items: ListItem[]) => ListItem[]) =>
      setField(self, path, (list) => (list.kind === 'list' ? {...list, items: update(list.items)} : list));
    const move = (from: number, to: number) =>
      change((list) => {
        if (to < 0 || to >= list.length) return list;
        const moved = [...list];
        moved.splice(to, 0, ...moved.splice(from, 1));
        return moved;
      });
    const items = state.items.map((item, index) => {
      const buttons: [string, boolean, () => void][] = [
        [TEXT.fields.moveUp, index === 0, () => move(index, index - 1)],
        [TEXT.fields.moveDown, index === state.items.length - 1, () => move(index, index + 1)],
        [TEXT.fields.removeItem, false, () => change((list) => list.filter((_, at) => at !== index))],
      ];
      return h(
        'fieldset',
        null,
        h('legend', null, TEXT.fields.item(index + 1)),
        ...itemFields(self, spec, item, [...path, index], index),
        h(
          'div',
          {className: `${CLASS}__item-actions`},
          ...buttons.map(([label, disabled, onClick]) => h('button', {type: 'button', disabled, onClick}, label)),
        ),
      );
    });
    return h(
      'fieldset',
      {className: `${CLASS}__list`, ...described(self, path, hint)},
      h('legend', null, spec.label),
      hintOf(self, path, hint),
      ...items,
      h(
        'button',
        {type: 'button', onClick: () => change((list) => [...list, emptyItem(spec)])},
        TEXT.fields.newItem(spec.label),
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

export function bodyControl(
  win: DecapWindow,
  inner: unknown,
  modules: Readonly<Record<string, string>>,
  routes?: SiteRoutes,
): unknown {
  const {createClass, h: element} = win;
  if (!createClass || !element) throw new Error("Decap's React is missing");
  const h: H = element;

  const setPanel = (self: Self, change: (panel: Panel) => Panel) => {
    if (self.state.panel) self.setState({panel: change(self.state.panel)});
  };
  const setField: SetField = (self, path, change) =>
    setPanel(self, (panel) => ({...panel, form: updateField(panel.form, path, change)}));
  const field = fieldViews(h, setField);

  function panelView(self: Self, panel: Panel): unknown {
    const component = blockComponent(panel.name);
    const title = panel.mode === 'insert' ? TEXT.panel.insert : TEXT.panel.editTitle(panel.name);
    const pickId = `${self.props.forID}-block-pick`;
    const picker =
      panel.mode === 'insert'
        ? labelled(
            h,
            pickId,
            TEXT.panel.component,
            h(
              'select',
              {
                id: pickId,
                value: panel.name,
                'aria-describedby': `${pickId}-about`,
                onChange: (event: {target: {value: string}}) => {
                  const picked = blockComponent(event.target.value);
                  setPanel(self, (current) => ({
                    ...current,
                    name: picked?.name ?? '',
                    form: picked ? emptyForm(picked.fields) : {},
                    refusals: [],
                  }));
                },
              },
              h('option', {value: ''}, TEXT.panel.pick),
              ...blockComponents().map((item) => h('option', {value: item.name}, `${item.name} – ${item.summary}`)),
            ),
            h(
              'p',
              {id: `${pickId}-about`, className: `${CLASS}__hint`},
              component ? `${component.summary} ${component.global ? TEXT.panel.global : TEXT.panel.needsImport}` : '',
            ),
          )
        : null;
    const fields = component
      ? component.fields.length > 0
        ? component.fields.map((spec) => field(self, spec, panel.form))
        : [h('p', null, TEXT.panel.noProps)]
      : [];
    const childrenId = `${self.props.forID}-block-children`;
    const children =
      panel.mode === 'insert' && component?.takesChildren
        ? labelled(
            h,
            childrenId,
            TEXT.panel.children,
            h('textarea', {
              id: childrenId,
              value: panel.children,
              rows: 3,
              onChange: (event: {target: {value: string}}) =>
                setPanel(self, (current) => ({...current, children: event.target.value})),
            }),
          )
        : null;
    const refusals =
      panel.refusals.length > 0
        ? h(
            'div',
            {role: 'alert'},
            h('p', null, panel.mode === 'insert' ? TEXT.refusals.insertHeading : TEXT.refusals.editHeading),
            h(
              'ul',
              null,
              ...panel.refusals.map((refusal) =>
                h('li', null, refusal.fix ? `${refusal.message} → ${refusal.fix}` : refusal.message),
              ),
            ),
          )
        : null;
    return h(
      'section',
      {className: `${CLASS}__panel`, 'aria-label': title},
      h('h3', null, title),
      picker,
      ...fields,
      children,
      refusals,
      h(
        'div',
        {className: `${CLASS}__actions`},
        h(
          'button',
          {
            type: 'button',
            className: `${CLASS}__primary`,
            disabled: !component,
            onClick: () => submit(self),
          },
          panel.mode === 'insert' ? TEXT.panel.insertButton : TEXT.panel.editButton,
        ),
        h('button', {type: 'button', onClick: () => self.setState({panel: null})}, TEXT.panel.cancel),
      ),
    );
  }

  /** The text as the box has it (its line breaks as the browser gives them), and the cursor in it. */
  function textAndCursor(self: Self): {text: string; cursor: number; box: HTMLTextAreaElement | null} {
    const box = self.textarea();
    const value = typeof self.props.value === 'string' ? self.props.value : '';
    if (!box) return {text: value, cursor: value.length, box};
    return {text: box.value, cursor: box.selectionStart, box};
  }

  function write(self: Self, box: HTMLTextAreaElement | null, text: string, cursor: number, note: string): void {
    self.props.onChange(text);
    self.setState({panel: null, note});
    // Once Decap has put the new text in the box: the cursor after the block, the box in view.
    window.setTimeout(() => {
      if (box?.value !== text) return;
      box.focus();
      box.setSelectionRange(cursor, cursor);
      self.track();
    });
  }

  function submit(self: Self): void {
    const panel = self.state.panel;
    if (!panel?.name) return;
    const {text, cursor, box} = textAndCursor(self);
    const result: BlockResult =
      panel.mode === 'insert'
        ? insertBlock(text, cursor, panel.name, panel.form, {children: panel.children, modules})
        : panel.target && text === panel.snapshot
          ? editBlock(text, panel.target, panel.form)
          : {ok: false, refusals: [{path: '', message: TEXT.refusals.textChanged}]};
    if (!result.ok) {
      self.setState({panel: {...panel, refusals: result.refusals}});
    } else if (result.text === text) {
      // Only an edit can leave the text as it was: a new block always adds one.
      self.setState({panel: null, note: TEXT.notes.unchanged});
    } else {
      const note =
        panel.mode === 'edit'
          ? TEXT.notes.changed
          : result.importLine
            ? TEXT.notes.insertedWithImport(result.importLine)
            : TEXT.notes.inserted;
      write(self, box, result.text, result.cursor, note);
    }
  }

  function openEdit(self: Self): void {
    const {text, cursor} = textAndCursor(self);
    const here = componentAt(text, cursor);
    if (here.kind !== 'found') {
      self.setState({here, note: hereText(here)});
      return;
    }
    self.setState({
      here,
      note: null,
      panel: {
        mode: 'edit',
        name: here.target.name,
        form: here.target.form,
        children: '',
        target: here.target,
        snapshot: text,
        refusals: [],
      },
    });
  }

  return createClass({
    getInitialState(): State {
      return {here: {kind: 'none'}, panel: null, note: null};
    },
    /** Decap asks before it saves: a text the check would refuse is not written. */
    isValid(this: Self): ValidationResult {
      const text = typeof this.props.value === 'string' ? this.props.value : '';
      const issues = bodyIssues(text, pagePlaceOf(this.props.field), routes);
      if (issues.length === 0) return true;
      const more = issues.length > 1 ? TEXT.notes.moreIssues(issues.length - 1) : '';
      return {error: {type: 'custom', message: `${issues[0] ?? ''}${more}`}};
    },
    textarea(this: Self): HTMLTextAreaElement | null {
      const element = document.getElementById(this.props.forID);
      return element instanceof HTMLTextAreaElement ? element : null;
    },
    /** The text box's events reach this element through React, whatever element Decap's box is by then. */
    listen(this: Self, event?: {target: unknown}) {
      if (event && (event.target as {id?: unknown} | null)?.id !== this.props.forID) return;
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.track(), 150);
    },
    track(this: Self) {
      const {text, cursor, box} = textAndCursor(this);
      if (!box) return;
      const here = componentAt(text, cursor);
      // Only its hint is drawn from it (the edit button reads the tag again).
      if (hereText(here) !== hereText(this.state.here)) this.setState({here});
    },
    componentDidMount(this: Self) {
      this.track();
    },
    componentWillUnmount(this: Self) {
      window.clearTimeout(this.timer);
    },
    render(this: Self) {
      const {here, panel, note} = this.state;
      const hintId = `${this.props.forID}-block-here`;
      const toolbar = h(
        'div',
        {className: `${CLASS}__toolbar`},
        h(
          'button',
          {
            type: 'button',
            onClick: () =>
              this.setState({note: null, panel: {mode: 'insert', name: '', form: {}, children: '', refusals: []}}),
          },
          TEXT.panel.insert,
        ),
        h(
          'button',
          {
            type: 'button',
            'aria-disabled': here.kind !== 'found' || undefined,
            'aria-describedby': hintId,
            onClick: () => openEdit(this),
          },
          TEXT.panel.edit,
        ),
        h('span', {id: hintId, className: `${CLASS}__hint`}, hereText(here)),
      );
      const listen = this.listen;
      return h(
        'div',
        {className: CLASS, onKeyUp: listen, onMouseUp: listen, onFocus: listen, onSelect: listen, onInput: listen},
        toolbar,
        note ? h('p', {role: 'status', className: `${CLASS}__note`}, note) : null,
        panel ? panelView(this, panel) : null,
        h(inner, this.props),
      );
    },
  });
}
