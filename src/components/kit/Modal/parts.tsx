import clsx from 'clsx';
import {type ReactNode, useId} from 'react';

import styles from './parts.module.css';

export interface ModalCloseButtonProps {
  label: string;
  /** For a dialog that is its own state: its invoker command (`{commandfor, command}`). */
  onClick?: () => void;
  commandProps?: Record<string, string>;
  placement?: 'corner' | 'inline';
  className?: string;
}

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
  id: string;
  size?: 'large' | 'small';
  className?: string;
  children: ReactNode;
}

export function ModalTitle({id, size = 'large', className, children}: ModalTitleProps): ReactNode {
  return (
    <h2 id={id} className={clsx(styles.title, size === 'small' && styles.titleSmall, className)}>
      {children}
    </h2>
  );
}

/** Ids for a dialog's title and description, and `labelling`, the Modal props that point at them. */
export function useDialogLabels() {
  const titleId = useId();
  const descriptionId = useId();
  return {titleId, descriptionId, labelling: {labelledBy: titleId, describedBy: descriptionId}};
}
