/**
 * The shapes the page text's widget (`bodyWidget.ts`) shares with its field and panel views: Decap's `h`, the
 * widget's props and state, and the component instance the views are drawn for.
 */
import type {ControlProps} from '../decapApi';
import type {BlockTarget, Lookup} from './blockEdit';
import type {Refusal} from './blockValues';
import type {FieldPath, FieldState, FormState} from './formState';

export type H = (type: unknown, props?: object | null, ...children: unknown[]) => unknown;

export interface BodyProps extends ControlProps {
  forID: string;
  onChange: (value: string) => void;
}

export interface Panel {
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

export interface State {
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

/** Changes one field of the open form (`path` as in `updateField`). */
export type SetField = (self: Self, path: FieldPath, change: (state: FieldState) => FieldState) => void;

/** Changes the open panel. */
export type SetPanel = (self: Self, change: (panel: Panel) => Panel) => void;
