/**
 * The page text's widget: Decap's own text box (the text stays plain MDX, kept byte for byte), with two
 * buttons above it:
 * - **Komponens beszúrása**: pick a component (its Hungarian summary beside it), fill in the form made from its
 *   props schema, and one block goes in at the cursor (`insertBlock`), with its import line when it needs one;
 * - **Komponens szerkesztése**: when the cursor stands in a component's tag, the same form filled in from the tag;
 *   only what the writer changes is rewritten (`editBlock`).
 * A value the writers' check would refuse is refused in the form with the check's message, and nothing is written;
 * so is a save of a text that is not valid MDX, has a component the check refuses or breaks a rule of the check
 * that judges the text alone (`isValid`, `bodyIssues.ts`).
 * Made with Decap's React (`h`, `createClass`): the form's fields in `bodyFields.ts`, the panel in `bodyPanel.ts`,
 * the looks in `bodyStyle.ts`; the form's state and the text changes are pure (`formState.ts`, `blockEdit.ts`,
 * `blockInsert.ts`).
 */
import type {SiteRoutes} from '../../lib/check/formCheck';
import type {DecapWindow, ValidationResult} from '../decapApi';
import {formTexts} from '../locale/formTexts';
import {pagePlaceOf} from '../pagePlace';
import {componentAt, editBlock, type Lookup} from './blockEdit';
import {insertBlock} from './blockInsert';
import {fieldViews} from './bodyFields';
import {bodyIssues} from './bodyIssues';
import {panelViews} from './bodyPanel';
import {CLASS, STYLE} from './bodyStyle';
import type {H, Self, SetField, SetPanel, State} from './bodyTypes';
import {updateField} from './formState';

const TEXT = formTexts;

function hereText(here: Lookup): string {
  switch (here.kind) {
    case 'found':
      return TEXT.here.found(here.target.name);
    case 'invalid':
      return TEXT.here.invalid(here.line);
    case 'none':
      return TEXT.here.none;
  }
}

function sameHere(a: Lookup, b: Lookup): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'found' && b.kind === 'found')
    return a.target.name === b.target.name && a.target.start === b.target.start;
  if (a.kind === 'invalid' && b.kind === 'invalid') return a.line === b.line;
  return true;
}

/** The body widget's control, for `CMS.registerWidget`. */
export function bodyControl(
  win: DecapWindow,
  inner: unknown,
  modules: Readonly<Record<string, string>>,
  routes?: SiteRoutes,
): unknown {
  const {createClass, h: element} = win;
  if (!createClass || !element) throw new Error("Decap's React is missing");
  const h: H = element;

  const setPanel: SetPanel = (self, change) => {
    if (self.state.panel) self.setState({panel: change(self.state.panel)});
  };
  const setField: SetField = (self, path, change) =>
    setPanel(self, (panel) => ({...panel, form: updateField(panel.form, path, change)}));
  const panelView = panelViews(h, {setPanel, field: fieldViews(h, setField), submit});

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
    if (panel.mode === 'insert') {
      const result = insertBlock(text, cursor, panel.name, panel.form, {children: panel.children, modules});
      if (!result.ok) {
        self.setState({panel: {...panel, refusals: result.refusals}});
        return;
      }
      const note = result.importLine ? TEXT.notes.insertedWithImport(result.importLine) : TEXT.notes.inserted;
      write(self, box, result.text, result.cursor, note);
      return;
    }
    if (!panel.target || text !== panel.snapshot) {
      self.setState({
        panel: {
          ...panel,
          refusals: [{path: '', message: TEXT.refusals.textChanged}],
        },
      });
      return;
    }
    const result = editBlock(text, panel.target, panel.form);
    if (!result.ok) {
      self.setState({panel: {...panel, refusals: result.refusals}});
      return;
    }
    if (result.text === text) {
      self.setState({panel: null, note: TEXT.notes.unchanged});
      return;
    }
    write(self, box, result.text, result.cursor, TEXT.notes.changed);
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
    /**
     * Which component the cursor is in, a moment after the writer stops typing or moving it in the text box
     * (its events reach this widget's element through React, whatever element Decap's box is by then).
     */
    listen(this: Self, event?: {target: unknown}) {
      if (event && (event.target as {id?: unknown} | null)?.id !== this.props.forID) return;
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.track(), 150);
    },
    track(this: Self) {
      const {text, cursor, box} = textAndCursor(this);
      if (!box) return;
      const here = componentAt(text, cursor);
      if (!sameHere(here, this.state.here)) this.setState({here});
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
        {className: `${CLASS}__toolbar`, style: STYLE.toolbar},
        h(
          'button',
          {
            type: 'button',
            style: STYLE.button,
            onClick: () =>
              this.setState({note: null, panel: {mode: 'insert', name: '', form: {}, children: '', refusals: []}}),
          },
          TEXT.panel.insert,
        ),
        h(
          'button',
          {
            type: 'button',
            style: here.kind === 'found' ? STYLE.button : {...STYLE.button, ...STYLE.disabled},
            'aria-disabled': here.kind !== 'found' || undefined,
            'aria-describedby': hintId,
            onClick: () => openEdit(this),
          },
          TEXT.panel.edit,
        ),
        h('span', {id: hintId, style: STYLE.hint}, hereText(here)),
      );
      const listen = this.listen;
      return h(
        'div',
        {className: CLASS, onKeyUp: listen, onMouseUp: listen, onFocus: listen, onSelect: listen, onInput: listen},
        toolbar,
        note ? h('p', {role: 'status', style: STYLE.note}, note) : null,
        panel ? panelView(this, panel) : null,
        h(inner, this.props),
      );
    },
  });
}
