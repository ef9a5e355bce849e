import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ComponentProps, ReactNode} from 'react';

import {OPENS_DIALOG_ATTRIBUTE} from '@site/src/boot/dialogCommands';
import {isRegionPage} from '@site/src/data/regionPages';
import {WORLD_RECORD} from '@site/src/data/worldRecord';

import {CERTIFICATE_DIALOG_ID} from './dialogId';

export {default as CertificateDialog} from './CertificateDialog';

/** Where the certificate cannot open (no script, a modifier key); without that page, the first report in a new tab. */
const WORLD_RECORD_PATH = '/world-record/';
const HAS_RECORD_PAGE = isRegionPage(WORLD_RECORD_PATH);

/** The boot script opens the dialog on a plain click, before and after the app runs (`src/boot/dialogCommands.ts`). */
export function CertificateLink(props: Omit<ComponentProps<'a'>, 'href'>): ReactNode {
  const pageHref = useBaseUrl(WORLD_RECORD_PATH);
  const external = !HAS_RECORD_PAGE;
  return (
    <a
      {...props}
      href={external ? WORLD_RECORD.reports[0].url : pageHref}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-haspopup="dialog"
      {...{[OPENS_DIALOG_ATTRIBUTE]: CERTIFICATE_DIALOG_ID}}
    >
      {props.children}
    </a>
  );
}
