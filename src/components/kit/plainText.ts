import {Children, isValidElement, type ReactNode} from 'react';

/**
 * Components whose text is their output, not their children: `WhenKnown` leaves its children out while its fact
 * is unknown, `Fact` shows a value it has no children for. Each must be a plain function of its props, with no
 * hooks, because plainText calls it outside React.
 */
const TEXT_FROM_OUTPUT = new WeakSet<object>();

export function textFromOutput(component: (props: never) => ReactNode): void {
  TEXT_FROM_OUTPUT.add(component);
}

/** The visible text of rendered content, for structured data and accessible names. */
export function plainText(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (child: ReactNode): void => {
    if (typeof child === 'string' || typeof child === 'number') parts.push(String(child));
    else if (Array.isArray(child)) child.forEach(walk);
    else if (isValidElement<{children?: ReactNode}>(child)) {
      const {type} = child;
      if (typeof type === 'function' && TEXT_FROM_OUTPUT.has(type))
        walk((type as (props: unknown) => ReactNode)(child.props));
      else Children.forEach(child.props.children, walk);
    }
  };
  walk(node);
  return parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .trim();
}
