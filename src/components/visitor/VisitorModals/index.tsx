import {lazy, type ReactNode, Suspense, useState} from 'react';

import {useVisitorModal} from '@site/src/components/visitor/VisitorContext';

// Most visitors never see either modal: their code (dialog, texts, icons) loads only for one who does.
const RegionWarningModal = lazy(() => import('@site/src/components/visitor/RegionWarningModal'));
const OntarioModal = lazy(() => import('@site/src/components/visitor/OntarioModal'));

/** Once loaded a modal stays mounted, so it closes with its own animation and focus return. */
export default function VisitorModals(): ReactNode {
  const modal = useVisitorModal();
  const [loaded, setLoaded] = useState({warning: false, ontario: false});
  if (modal !== null && !loaded[modal]) setLoaded({...loaded, [modal]: true});
  return (
    <Suspense fallback={null}>
      {loaded.warning && <RegionWarningModal />}
      {loaded.ontario && <OntarioModal />}
    </Suspense>
  );
}
