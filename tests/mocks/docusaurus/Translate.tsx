import type {ReactNode} from 'react';

import codeJson from '../../../i18n/hu/code.json';

// Test stand-in for `@docusaurus/Translate`: answers from the real Hungarian code.json, so tests see what visitors see.
const messages = codeJson as Partial<Record<string, {message: string}>>;

function interpolate(text: string, values?: Record<string, unknown>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export function translate(
  {id, message}: {id?: string; message: string; description?: string},
  values?: Record<string, unknown>,
): string {
  const text = (id === undefined ? undefined : messages[id]?.message) ?? message;
  return interpolate(text, values);
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children?: string;
  description?: string;
  values?: Record<string, unknown>;
}): ReactNode {
  return translate({id, message: children ?? ''}, values);
}
