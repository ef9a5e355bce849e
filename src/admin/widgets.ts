/**
 * The editor's validating widgets: Decap's own inputs whose `isValid` answers from the site's rules in their one
 * home (`src/lib/pageFields.ts`, `parseEntry` of `src/lib/collections`, the check's text rules in `formCheck.ts`),
 * so a form refuses with the message `npm run check` would give and nothing is saved.
 */
import type {Finding} from '../lib/check/finding';
import {entryFieldFindings, pageFieldFindings, type SiteRoutes} from '../lib/check/formCheck';
import {parseEntry} from '../lib/collections/schema';
import type {CollectionKind} from '../lib/collections/types';
import {type PageField, pageFieldIssue} from '../lib/pageFields';
import {bodyControl} from './blocks/bodyWidget';
import type {ControlProps, DecapCms, DecapWindow, ValidationResult} from './decapApi';
import {pagePlaceOf, WIDGETS} from './decapConfig';
import {typedAmount, valuesAsSaved} from './entryValues';

type Validate = (props: ControlProps) => string | null;

/** Decap's props of a plain input's control: its value is handed back through `onChange`. */
type InputProps = ControlProps & {onChange: (value: unknown, ...rest: unknown[]) => void};

/** The check's findings of a field as one message: each as the check prints it, `hiba → teendő`. */
function findingsText(findings: readonly Finding[]): string | null {
  return findings.length === 0 ? null : findings.map((finding) => `${finding.message} → ${finding.fix}`).join(' ');
}

/** A page's title or description: its length rule, then the check's rules on its text (`formCheck.ts`). */
function pageField(field: PageField): Validate {
  return (props) => {
    const issue = pageFieldIssue(field, props.value);
    if (issue) return `${issue.message} (${issue.fix})`;
    const value = typeof props.value === 'string' ? props.value : '';
    return findingsText(pageFieldFindings(field, value, pagePlaceOf(props.field)));
  };
}

/** The entry's own issue for this field, as the build would report it; then the check's rules on its text. */
const entryField: Validate = (props) => {
  const kind = props.field.get('collectionKind') as CollectionKind;
  const name = String(props.field.get('name'));
  const result = parseEntry(kind, valuesAsSaved(props.entry.get('data')?.toJS() ?? {}), 'entry');
  const issue = result.ok ? undefined : result.issues.find((found) => found.field === name);
  if (issue) return issue.message;
  const value = typeof props.value === 'string' ? props.value : '';
  return findingsText(entryFieldFindings(name, value, `${kind}/`));
};

/**
 * Decap's own control for `base`, with `isValid` (which Decap calls on a control before it saves) answering
 * from the site's rule. A class made with Decap's `createClass`: Decap reaches `isValid` through the instance.
 */
function validatingWidget(
  win: DecapWindow,
  cms: DecapCms,
  base: string,
  validate: Validate,
  typed: (value: unknown) => unknown = (value) => value,
): unknown {
  const inner = cms.getWidget(base);
  const {createClass, h} = win;
  if (!inner || !createClass || !h) throw new Error(`Decap widget „${base}” or its React is missing`);
  return createClass({
    isValid(this: {props: ControlProps}): ValidationResult {
      const message = validate(this.props);
      return message === null ? true : {error: {type: 'custom', message}};
    },
    render(this: {props: InputProps}) {
      // Same length in, same length out: Decap's input keeps the cursor where it was.
      const onChange = (value: unknown, ...rest: unknown[]) => this.props.onChange(typed(value), ...rest);
      return h(inner.control, {...this.props, onChange});
    },
  });
}

/** Without `routes`, the page text's links are left to the check. */
export function registerWidgets(
  win: DecapWindow,
  cms: DecapCms,
  componentModules: Readonly<Record<string, string>>,
  routes?: SiteRoutes,
): void {
  const text = cms.getWidget('text');
  if (!text) throw new Error('Decap widget „text” is missing');
  cms.registerWidget(WIDGETS.pageBody, bodyControl(win, text.control, componentModules, routes), text.preview);
  // Each validating widget: its name, Decap's widget it wraps, its rule, and how a typed value is kept.
  const validating: [string, string, Validate, ((value: unknown) => unknown)?][] = [
    [WIDGETS.pageTitle, 'string', pageField('title')],
    [WIDGETS.pageDescription, 'text', pageField('description')],
    [WIDGETS.entryField, 'string', entryField, typedAmount],
    [WIDGETS.entryFlag, 'boolean', entryField],
  ];
  for (const [name, base, validate, typed] of validating) {
    cms.registerWidget(name, validatingWidget(win, cms, base, validate, typed), cms.getWidget(base)?.preview);
  }
}
