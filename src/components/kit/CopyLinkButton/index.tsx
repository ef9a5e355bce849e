import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import React, {type ReactNode} from 'react';

import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';
import {toastStore} from '@site/src/lib/toastStore';

import styles from './styles.module.css';

/** Success toasts are neutral (the store's default red is kept for problems); white on it passes AA. */
const SUCCESS_BACKGROUND = '#1f2933';
const COPY_TOAST_ID = 'copy-link';
const COPY_TOAST_TIMEOUT_MS = 5000;

/** The clipboard part this button needs; the browser's `navigator.clipboard` by default. */
export interface LinkClipboard {
  writeText: (text: string) => Promise<void>;
}

function browserClipboard(): LinkClipboard | null {
  // Older browsers and insecure pages have no clipboard API.
  return typeof navigator !== 'undefined' && 'clipboard' in navigator ? navigator.clipboard : null;
}

/**
 * Puts the link on the clipboard and says so in a toast. When the browser refuses (no clipboard API, no
 * permission, an insecure page), the toast shows the link so the visitor can copy it by hand: nothing is lost.
 */
export async function copyLink(href: string, clipboard: LinkClipboard | null = browserClipboard()): Promise<void> {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(href);
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

export interface CopyLinkButtonProps {
  href: string;
  className?: string;
}

/** "Copy link": for a direct download link the visitor wants to open on another device. */
export default function CopyLinkButton({href, className}: CopyLinkButtonProps): ReactNode {
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
