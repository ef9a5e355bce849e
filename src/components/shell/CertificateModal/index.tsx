import React, {createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState} from 'react';

export interface CertificateModalApi {
  open: () => void;
}

const NO_PROVIDER: CertificateModalApi = {open: () => undefined};
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
