// The kept content needs its styles from the first paint: they stay in the site's stylesheet, not in the chunk's.
import './certificate.module.css';

import {type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect, useRef, useState} from 'react';

import {CERTIFICATE_DIALOG_ID, CERTIFICATE_TITLE_ID} from './dialogId';
import styles from './styles.module.css';

/**
 * The dialog's content: in place in the server's bundle (the build renders it into every page), a chunk of its own
 * in the browser's, fetched only where a page lacks it. Docusaurus defines `HYDRATE_CLIENT_ENTRY` in the browser's
 * bundle only, so the build drops the other branch there.
 */
const IN_BROWSER_BUNDLE = typeof process.env.HYDRATE_CLIENT_ENTRY === 'boolean';
// The test is written out (not IN_BROWSER_BUNDLE) so that the build sees it is constant and leaves out the branch.
const CertificateContent: ComponentType =
  typeof process.env.HYDRATE_CLIENT_ENTRY === 'boolean'
    ? lazy(() => import('./CertificateContent'))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, dropped from the browser's bundle
      (require('./CertificateContent') as {default: ComponentType}).default;

/** `dangerouslySetInnerHTML` with no HTML of its own: React neither hydrates nor replaces what the element holds. */
const KEEP_CONTENT = {__html: ''};

function contentInPage(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById(CERTIFICATE_DIALOG_ID)?.firstElementChild;
}

/**
 * A native `<dialog>` in every page's HTML, so the record badge opens it before the app runs. The app keeps the
 * built content as it is (static), so its code is not in the page's bundle; a page without it gets it from its chunk.
 */
export default function CertificateDialog(): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const [kept, setKept] = useState(contentInPage);
  // Hydration that fell back to rendering in the browser leaves the kept dialog empty: render the content then.
  useLayoutEffect(() => {
    if (kept && !dialog.current?.firstElementChild) setKept(false);
  }, [kept]);
  const props = {
    ref: dialog,
    id: CERTIFICATE_DIALOG_ID,
    className: styles.dialog,
    'aria-labelledby': CERTIFICATE_TITLE_ID,
    closedby: 'any' as const,
  };
  if (kept) return <dialog {...props} dangerouslySetInnerHTML={KEEP_CONTENT} suppressHydrationWarning />;
  // No Suspense boundary on the server: React would move a large one to the end of the page, to be put in place by
  // an inline script.
  return (
    <dialog {...props}>
      {IN_BROWSER_BUNDLE ? (
        <Suspense fallback={null}>
          <CertificateContent />
        </Suspense>
      ) : (
        <CertificateContent />
      )}
    </dialog>
  );
}
