import clsx from 'clsx';
import {type ReactNode, useId} from 'react';

import styles from './parts.module.css';

export interface ModalCloseButtonProps {
  /** accessible name of the X (it has no visible text) */
  label: string;
  /** What a press does; or, for a dialog that is its own state, its invoker command (`{commandfor, command}`). */
  onClick?: () => void;
  commandProps?: Record<string, string>;
  /** 'corner' (default): pinned to the dialog box's top-right corner; 'inline': in the flow, e.g. a title bar */
  placement?: 'corner' | 'inline';
  className?: string;
}

/** The round 44x44 close X of the site's dialogs. */
export function ModalCloseButton({
  label,
  onClick,
  commandProps,
  placement = 'corner',
  className,
}: ModalCloseButtonProps): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.close, placement === 'corner' && styles.corner, className)}
      onClick={onClick}
      aria-label={label}
      {...commandProps}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
        <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export interface ModalTitleProps {
  /** the id the Modal's `labelledBy` points at */
  id: string;
  /** 'large' (default) 1.375rem; 'small' 1.125rem, for a title bar */
  size?: 'large' | 'small';
  /** the dialog's own margins */
  className?: string;
  children: ReactNode;
}

/** A dialog's <h2> title in the shared type style; it labels the dialog through `id`. */
export function ModalTitle({id, size = 'large', className, children}: ModalTitleProps): ReactNode {
  return (
    <h2 id={id} className={clsx(styles.title, size === 'small' && styles.titleSmall, className)}>
      {children}
    </h2>
  );
}

/**
 * Ids for a dialog's title (ModalTitle) and description, and the Modal props that point at them (`labelling`,
 * spread on <Modal>: the title labels the dialog, the description describes it).
 */
export function useDialogLabels() {
  const titleId = useId();
  const descriptionId = useId();
  return {titleId, descriptionId, labelling: {labelledBy: titleId, describedBy: descriptionId}};
}
