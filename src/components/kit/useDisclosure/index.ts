/**
 * The one disclosure hook (WAI-ARIA APG disclosure pattern) behind every menu, panel and popup that
 * opens in place: a trigger button with `aria-expanded` / `aria-controls` and a panel that is `hidden`
 * while closed (only after hydration, so the static HTML keeps every link reachable).
 *
 * - Escape inside closes and returns focus to the trigger; it is caught before it reaches anything else, so
 *   an enclosing modal stays open.
 * - A pointer press outside closes; following a link in a panel closes.
 * - Focus leaving closes at once (`focusLeave: 'close'`), after the delay (`'leave'`) or not at all.
 * - `escapeAnywhere`: Escape pressed elsewhere on the page closes too, except while a modal dialog is
 *   open: Escape then belongs to the dialog (taking it from the dialog left it open under a panel that a
 *   stray hover had opened).
 * - The open/close rules (hover, press, delay) are in `src/lib/disclosure.ts`.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {type FocusEvent, type MouseEvent, type RefObject, useCallback, useEffect, useState} from 'react';

import {createDisclosure, type DisclosureController, type DisclosureState} from '@site/src/lib/disclosure';
import {modalStack} from '@site/src/lib/modalStack';

export interface UseDisclosureOptions {
  /** The element holding the triggers and panels: focus and clicks inside it count as inside. */
  rootRef: RefObject<HTMLElement | null>;
  /** Delay before a leave closes (ms); 0 closes at once. */
  closeDelayMs?: number;
  /** What focus leaving the root does. */
  focusLeave?: 'close' | 'leave' | 'ignore';
  /** Escape pressed outside the root closes too (not while a modal dialog is open). */
  escapeAnywhere?: boolean;
  /** The disclosure closes whenever this value changes (the page path). */
  resetKey?: unknown;
}

export interface Disclosure<K extends string> {
  /** The open panel, or null. */
  openKey: K | null;
  controller: DisclosureController<K>;
  /** Closes; with `returnFocus`, focus goes back to the open panel's trigger. */
  close: (returnFocus: boolean) => void;
  /** Spread on the root element. */
  rootProps: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on a trigger button. */
  triggerProps: (
    key: K,
    panelId: string,
  ) => {
    'data-disclosure-trigger': K;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  /** Spread on a panel. */
  panelProps: (
    key: K,
    panelId: string,
  ) => {id: string; hidden: boolean | undefined; onClick: (event: MouseEvent<HTMLElement>) => void};
}

/** The trigger button of a panel, found in the DOM (keys are compared as data, never put in a selector). */
function triggerOf(root: HTMLElement | null, key: string): HTMLElement | undefined {
  const triggers = root ? Array.from(root.querySelectorAll<HTMLElement>('[data-disclosure-trigger]')) : [];
  return triggers.find((element) => element.dataset.disclosureTrigger === key);
}

export function useDisclosure<K extends string>({
  rootRef,
  closeDelayMs = 0,
  focusLeave = 'close',
  escapeAnywhere = false,
  resetKey,
}: UseDisclosureOptions): Disclosure<K> {
  const hydrated = useIsBrowser();
  const [state, setState] = useState<DisclosureState<K> | null>(null);
  const [controller] = useState(() => createDisclosure<K>({onChange: setState, delayMs: closeDelayMs}));
  const openKey = state?.key ?? null;

  useEffect(() => () => controller.dispose(), [controller]);

  // A new page closes it.
  useEffect(() => {
    controller.close();
  }, [controller, resetKey]);

  const close = useCallback(
    (returnFocus: boolean) => {
      const key = controller.state()?.key;
      controller.close();
      if (returnFocus && key !== undefined) triggerOf(rootRef.current, key)?.focus();
    },
    [controller, rootRef],
  );

  // While open: a pointer press outside closes it; so does Escape, caught in the capture phase so that
  // Escape inside never reaches a dialog around the disclosure.
  useEffect(() => {
    if (openKey === null) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) controller.close();
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (rootRef.current?.contains(event.target as Node)) {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      } else if (escapeAnywhere && modalStack.top() === undefined) {
        event.preventDefault();
        controller.close();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [openKey, escapeAnywhere, controller, rootRef, close]);

  const rootProps: Disclosure<K>['rootProps'] = {
    onFocus: controller.focusIn,
    onBlur(event) {
      if (focusLeave === 'ignore' || rootRef.current?.contains(event.relatedTarget)) return;
      if (focusLeave === 'close') controller.close();
      else controller.leave();
    },
  };

  const triggerProps: Disclosure<K>['triggerProps'] = (key, panelId) => ({
    'data-disclosure-trigger': key,
    'aria-expanded': openKey === key,
    'aria-controls': panelId,
    onClick: () => {
      controller.press(key);
    },
  });

  const panelProps: Disclosure<K>['panelProps'] = (key, panelId) => ({
    id: panelId,
    hidden: hydrated ? openKey !== key : undefined,
    onClick: (event) => {
      if ((event.target as Element).closest('a')) controller.close();
    },
  });

  return {openKey, controller, close, rootProps, triggerProps, panelProps};
}
