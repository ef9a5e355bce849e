import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type MouseEvent, useCallback} from 'react';

import {useDownloadBlocked} from '@site/src/components/visitor/VisitorContext';

export interface DownloadGuard {
  /** downloads are blocked for the visitor on this page by the region rules */
  blocked: boolean;
  /** put on a Download control: while blocked, the click is ignored and the visitor is sent home */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * While downloads are blocked, every Download control ignores the click and sends the visitor
 * home (in-site navigation, no reload). When not blocked the click goes through untouched.
 */
export default function useDownloadGuard(): DownloadGuard {
  const blocked = useDownloadBlocked();
  const history = useHistory();
  const home = useBaseUrl('/');
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!blocked) return;
      event.preventDefault();
      event.stopPropagation();
      history.push(home);
    },
    [blocked, history, home],
  );
  return {blocked, onClick};
}
