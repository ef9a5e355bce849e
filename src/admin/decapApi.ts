/**
 * The part of Decap CMS's browser API the editor uses: its prebuilt bundle sets `window.CMS`, `window.h` and
 * `window.createClass`, so the editor's widgets run on Decap's own React.
 */
export interface DecapFormat {
  fromFile: (text: string) => Record<string, unknown>;
  /** `sortedKeys`: the collection's fields in order (Decap passes their comments third) */
  toFile: (data: Record<string, unknown>, sortedKeys: readonly string[]) => string;
}

/** What Decap hands a widget's control (the props this editor reads). */
export interface ControlProps {
  value: unknown;
  /** the whole entry being edited (an Immutable.js map); `getIn(['data', field])` reads a field */
  entry: {getIn: (path: string[]) => unknown; get: (key: string) => {toJS: () => Record<string, unknown>} | undefined};
  field: {get: (key: string) => unknown};
}

export type ValidationResult = true | {error: {type: string; message: string}};

export interface DecapCms {
  init: (options: {config: Record<string, unknown>}) => void;
  registerLocale: (locale: string, phrases: object) => void;
  registerCustomFormat: (name: string, extension: string, format: DecapFormat) => void;
  registerWidget: (name: string, control: unknown, preview?: unknown) => void;
  getWidget: (name: string) => {control: unknown; preview: unknown} | undefined;
  /** a stylesheet's address for the preview frame, or with `{raw: true}` the CSS itself */
  registerPreviewStyle: (style: string, options?: {raw: boolean}) => void;
  /** the preview of a folder collection (by its name) or of one file of a files collection (by the file's name) */
  registerPreviewTemplate: (name: string, component: unknown) => void;
  /** a registered backend (`github`, `proxy`): its `init` makes the instance Decap uses */
  getBackend: (name: string) => {init: (...args: unknown[]) => unknown} | undefined;
  /** `preSave`, `postSave`, …: a handler's answer to `preSave` replaces the entry's data */
  registerEventListener: (listener: {name: string; handler: (event: never) => unknown}) => void;
}

/** Decap's React `createElement`, with which the editor's widgets and previews are drawn. */
export type H = (type: unknown, props?: object | null, ...children: unknown[]) => unknown;

export interface DecapWindow {
  CMS?: DecapCms;
  createClass?: (spec: Record<string, unknown>) => unknown;
  h?: H;
}
