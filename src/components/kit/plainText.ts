import {Children, isValidElement, type ReactNode} from 'react';

/**
 * The visible text of rendered content: strings and the children of elements, joined with single spaces
 * and no space before punctuation. Used where markup needs a text version of JSX (structured data,
 * accessible names).
 */
export function plainText(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (child: ReactNode): void => {
    if (typeof child === 'string' || typeof child === 'number') parts.push(String(child));
    else if (Array.isArray(child)) child.forEach(walk);
    else if (isValidElement<{children?: ReactNode}>(child)) Children.forEach(child.props.children, walk);
  };
  walk(node);
  return parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .trim();
}
