import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';
import {toastStore} from '@site/src/lib/toastStore';

import styles from './styles.module.css';

/** Success toasts are neutral (the store's default red is kept for problems); white on it passes AA. */
const SUCCESS_BACKGROUND = '#1f2933';
const COPY_TOAST_ID = 'copy-link';
const COPY_TOAST_TIMEOUT_MS = 5000;

/** When the browser refuses, the toast shows the link so the visitor can copy it by hand. */
async function copyLink(href: string): Promise<void> {
  try {
    // Older browsers and insecure pages have no clipboard API: the call throws, as a refusal does.
    await navigator.clipboard.writeText(href);
    toastStore.add({
      id: COPY_TOAST_ID,
      text: translate({id: 'TOAST_LINK_COPIED', message: 'Link copied: {link}'}, {link: href}),
      backgroundColor: SUCCESS_BACKGROUND,
      timeout: COPY_TOAST_TIMEOUT_MS,
    });
  } catch {
    toastStore.add({
      id: COPY_TOAST_ID,
      text: translate(
        {id: 'TOAST_LINK_COPY_FAILED', message: 'The link could not be copied. Select it and copy it by hand: {link}'},
        {link: href},
      ),
    });
  }
}

export default function CopyLinkButton({href, className}: {href: string; className?: string}): ReactNode {
  return (
    <button
      type="button"
      {...NEEDS_HYDRATION}
      className={clsx(styles.button, className)}
      onClick={() => {
        void copyLink(href);
      }}
    >
      {translate({id: 'COPY_LINK', message: 'Copy link'})}
    </button>
  );
}
