/**
 * The open panel of the page text widget: the component picker (a new block), the component's fields, the text
 * between its tags, the check's refusals, and the buttons that write the block or close the panel.
 */
import {formTexts} from '../locale/formTexts';
import {CLASS, STYLE} from './bodyStyle';
import type {H, Panel, Self, SetPanel} from './bodyTypes';
import type {FieldSpec} from './fields';
import {emptyForm, type FormState} from './formState';
import {blockComponent, blockComponents} from './registry';

const TEXT = formTexts.panel;

/** The picked component's summary, and whether the page needs an import line for it. */
function aboutComponent(name: string): string {
  const component = blockComponent(name);
  if (!component) return '';
  const use = component.global ? TEXT.global : TEXT.needsImport;
  return `${component.summary} ${use}`;
}

interface PanelActions {
  setPanel: SetPanel;
  field: (self: Self, spec: FieldSpec, form: FormState) => unknown;
  submit: (self: Self) => void;
}

/** The panel drawn with Decap's `h`. */
export function panelViews(h: H, {setPanel, field, submit}: PanelActions): (self: Self, panel: Panel) => unknown {
  function panelView(self: Self, panel: Panel): unknown {
    const component = panel.name ? blockComponent(panel.name) : undefined;
    const title = panel.mode === 'insert' ? TEXT.insert : TEXT.editTitle(panel.name);
    const pickId = `${self.props.forID}-block-pick`;
    const picker =
      panel.mode === 'insert'
        ? h(
            'div',
            {style: STYLE.field},
            h('label', {htmlFor: pickId, style: STYLE.label}, TEXT.component),
            h(
              'select',
              {
                id: pickId,
                value: panel.name,
                style: STYLE.input,
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
              h('option', {value: ''}, TEXT.pick),
              ...blockComponents().map((item) => h('option', {value: item.name}, `${item.name} – ${item.summary}`)),
            ),
            h('p', {id: `${pickId}-about`, style: STYLE.hint}, panel.name ? aboutComponent(panel.name) : ''),
          )
        : null;
    const fields = component
      ? component.fields.length > 0
        ? component.fields.map((spec) => field(self, spec, panel.form))
        : [h('p', null, TEXT.noProps)]
      : [];
    const childrenId = `${self.props.forID}-block-children`;
    const children =
      panel.mode === 'insert' && component?.takesChildren
        ? h(
            'div',
            {style: STYLE.field},
            h('label', {htmlFor: childrenId, style: STYLE.label}, TEXT.children),
            h('textarea', {
              id: childrenId,
              value: panel.children,
              rows: 3,
              style: STYLE.input,
              onChange: (event: {target: {value: string}}) =>
                setPanel(self, (current) => ({...current, children: event.target.value})),
            }),
          )
        : null;
    const refusals =
      panel.refusals.length > 0
        ? h(
            'div',
            {role: 'alert', style: STYLE.alert},
            h(
              'p',
              {style: {margin: '0 0 4px', fontWeight: 600}},
              panel.mode === 'insert' ? formTexts.refusals.insertHeading : formTexts.refusals.editHeading,
            ),
            h(
              'ul',
              {style: {margin: 0, paddingLeft: '20px'}},
              ...panel.refusals.map((refusal) =>
                h('li', null, refusal.fix ? `${refusal.message} → ${refusal.fix}` : refusal.message),
              ),
            ),
          )
        : null;
    return h(
      'section',
      {className: `${CLASS}__panel`, 'aria-label': title, style: STYLE.panel},
      h('h3', {style: {margin: '0 0 12px', fontSize: '16px'}}, title),
      picker,
      ...fields,
      children,
      refusals,
      h(
        'div',
        {style: STYLE.actions},
        h(
          'button',
          {
            type: 'button',
            style: {...STYLE.button, ...STYLE.primary, ...(component ? {} : STYLE.disabled)},
            disabled: !component,
            onClick: () => submit(self),
          },
          panel.mode === 'insert' ? TEXT.insertButton : TEXT.editButton,
        ),
        h('button', {type: 'button', style: STYLE.button, onClick: () => self.setState({panel: null})}, TEXT.cancel),
      ),
    );
  }

  return panelView;
}
