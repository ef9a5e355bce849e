import useBaseUrl from '@docusaurus/useBaseUrl';
import React, {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

import {isRegionPage} from '@site/src/data/regionPages';
import {WORLD_RECORD} from '@site/src/data/worldRecord';

export interface CertificateModalApi {
  open: () => void;
  /** False outside the provider: there is no pop-up to open. */
  available: boolean;
}

const NO_PROVIDER: CertificateModalApi = {open: () => undefined, available: false};

/**
 * The page with the record's facts, where the badge and the banner lead before (and without) JavaScript; a
 * region without that page leads to the record's first independent report instead, in a new tab.
 */
const WORLD_RECORD_PATH = '/world-record/';
const HAS_RECORD_PAGE = isRegionPage(WORLD_RECORD_PATH);
const CertificateModalContext = createContext<CertificateModalApi>(NO_PROVIDER);

/** Opens the world-record certificate pop-up (header badge, footer banner). */
export function useCertificateModal(): CertificateModalApi {
  return useContext(CertificateModalContext);
}

// Few visitors open the certificate: its dialog, text and styles load when one first does, not on every page.
const CertificateDialog = lazy(() => import('./CertificateDialog'));

/**
 * Provides `useCertificateModal()` and renders the one certificate pop-up of the site. Once loaded the dialog
 * stays mounted, so it closes with its own animation and focus return.
 */
export function CertificateModalProvider({children}: {children: ReactNode}): ReactNode {
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<CertificateModalApi>(
    () => ({
      open: () => {
        setLoaded(true);
        setOpen(true);
      },
      available: true,
    }),
    [],
  );
  return (
    <CertificateModalContext.Provider value={api}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <CertificateDialog open={isOpen} onClose={close} />
        </Suspense>
      )}
    </CertificateModalContext.Provider>
  );
}

/**
 * A link to the world-record page that opens the certificate pop-up once the app runs. Before that (a tap
 * during loading, no JavaScript), and with a modifier key or a middle click, it is a plain link to the page
 * (or, where the region has none, to the record's report).
 */
export function CertificateLink({onClick, children, ...props}: Omit<ComponentProps<'a'>, 'href'>): ReactNode {
  const certificate = useCertificateModal();
  const pageHref = useBaseUrl(WORLD_RECORD_PATH);
  const external = !HAS_RECORD_PAGE;
  return (
    <a
      {...props}
      href={external ? WORLD_RECORD.reports[0].url : pageHref}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-haspopup={certificate.available ? 'dialog' : undefined}
      onClick={(event) => {
        onClick?.(event);
        const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (event.defaultPrevented || !plainClick || !certificate.available) return;
        event.preventDefault();
        certificate.open();
      }}
    >
      {children}
    </a>
  );
}
