import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import {type ReactNode, useEffect, useState} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import {prefersReducedMotion} from '@site/src/components/kit/reducedMotion';
import {useRenderedPathname} from '@site/src/components/shell/nav/renderedPathname';
import {CHAT_BUTTON_ATTRIBUTE, chatButtonAttributes} from '@site/src/lib/chat/buttonAttributes';
import type {ChatButtonState} from '@site/src/lib/chat/controller';
import {isChatPage} from '@site/src/lib/chat/route';
import {sitePathOf} from '@site/src/lib/geolocation';

import styles from './styles.module.css';

export interface QuickButtonsProps {
  chatState?: ChatButtonState;
  /** Before the app runs, the boot script answers the press: src/boot/chatButton.ts. */
  onChatClick?: () => void;
}

const TOP_THRESHOLD_PX = 1;

/** Read after hydration: the static HTML shows the page still, at the top. */
function useScrollState(): {scrolling: boolean; atTop: boolean; downloadVisible: boolean} {
  const [atTop, setAtTop] = useState(true);
  const [scrolling, setScrolling] = useState(false);
  const [downloadVisible, setDownloadVisible] = useState(true);
  useEffect(() => {
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let downloadTimer: ReturnType<typeof setTimeout> | undefined;
    const readPosition = (): void => setAtTop(!(window.scrollY >= TOP_THRESHOLD_PX));
    const onScroll = (): void => {
      readPosition();
      setScrolling(true);
      setDownloadVisible(false);
      clearTimeout(idleTimer);
      clearTimeout(downloadTimer);
      idleTimer = setTimeout(() => setScrolling(false), 200);
      downloadTimer = setTimeout(() => setDownloadVisible(true), 1000);
    };
    readPosition();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(idleTimer);
      clearTimeout(downloadTimer);
    };
  }, []);
  return {scrolling, atTop, downloadVisible};
}

function scrollToTop(): void {
  const reduce = prefersReducedMotion();
  window.scrollTo({top: 0, behavior: reduce ? 'auto' : 'smooth'});
  // Keyboard users continue from the start of the page: the skip link is its first stop.
  document.querySelector<HTMLElement>('a[href="#__docusaurus_skipToContent_fallback"]')?.focus({preventScroll: true});
}

const ICON_STROKE = {fill: 'none', stroke: 'currentColor', strokeLinejoin: 'round'} as const;

/**
 * A button that holds the keyboard focus is never hidden under it. On the chat pages the help chat button is always
 * rendered, hidden until an agent is free: no layout shift when it appears, and the boot script can drive it.
 */
export default function QuickButtons({chatState = 'hidden', onChatClick}: QuickButtonsProps): ReactNode {
  const scroll = useScrollState();
  const pathname = useRenderedPathname();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const downloadPath = useBaseUrl('/download/');
  const [focusInside, setFocusInside] = useState(false);

  const topVisible = !scroll.atTop && (!scroll.scrolling || focusInside);
  const downloadVisible = scroll.downloadVisible || focusInside;
  const onDownloadPage = pathname === downloadPath || `${pathname}/` === downloadPath;
  const onChatPage = isChatPage(sitePathOf(pathname, baseUrl));

  return (
    <aside
      className={styles.quickButtons}
      data-embed-part="quick-buttons"
      aria-label={translate({id: 'QUICK_BUTTONS_LABEL', message: 'Quick buttons'})}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <button
        type="button"
        className={styles.round}
        data-visible={topVisible ? 'true' : 'false'}
        aria-label={translate({id: 'QUICK_SCROLL_TOP', message: 'Back to the top of the page'})}
        onClick={scrollToTop}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M4 12l6-6 6 6" {...ICON_STROKE} strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {(onChatPage || chatState !== 'hidden') && (
        <button
          type="button"
          className={clsx(styles.round, styles.chat)}
          {...{[CHAT_BUTTON_ATTRIBUTE]: ''}}
          {...chatButtonAttributes(chatState)}
          aria-label={translate({id: 'QUICK_HELP_CHAT', message: 'Help – chat with customer support'})}
          onClick={onChatClick}
        >
          <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 22 22">
            <path
              d="M4 4h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9l-4 3.5V15H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
              {...ICON_STROKE}
              strokeWidth="1.8"
            />
            <circle cx="7.5" cy="9.5" r="1.2" fill="currentColor" />
            <circle cx="11" cy="9.5" r="1.2" fill="currentColor" />
            <circle cx="14.5" cy="9.5" r="1.2" fill="currentColor" />
          </svg>
          <span className={styles.spinner} aria-hidden="true" />
        </button>
      )}
      {!onDownloadPage && (
        <DownloadButton
          variant="bare"
          className={styles.download}
          data-visible={downloadVisible ? 'true' : 'false'}
          data-embed-part="quick-download"
        >
          {translate({id: 'QUICK_DOWNLOAD', message: 'DOWNLOAD'})}
        </DownloadButton>
      )}
    </aside>
  );
}
