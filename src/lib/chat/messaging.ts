/**
 * The vendor's embedded-messaging client as the support chat drives it: the client API, its window
 * events, and reading an automated reply. Pure: no React, no DOM globals (the DOM adapter is in
 * src/components/visitor/SupportChat).
 */
import type {ChatSettings} from './settings';

/**
 * Texts of the automated closing reply. The vendor's exact wording is configured in the messaging
 * deployment, not in this site; matching is case-insensitive on the normalised text.
 */
const CHAT_THANK_YOU_TEXTS: readonly string[] = [
  'köszönjük, hogy felvette velünk a kapcsolatot',
  'köszönjük, hogy kapcsolatba lépett velünk',
  'thank you for contacting',
];

/** The embedded-messaging client, as the controller drives it (DOM adapter in SupportChat). */
export interface EmbeddedMessagingClient {
  /** Configures and starts the client once the script has loaded; throws on a missing API. */
  init(settings: ChatSettings): void;
  /** Opens (maximizes) the chat window; rejects when the client cannot launch. */
  launchChat(): Promise<void>;
  /** Minimizes the chat frame. */
  minimize(): void;
  /** Ends the messaging session and removes its conversation. */
  clearSession(): Promise<void>;
}

/** Loads a script URL; resolves when loaded, rejects on error. */
export type ScriptLoader = (url: string) => Promise<void>;

/** Window events of the embedded-messaging client, reduced to what the controller needs. */
export type ChatVendorEvent =
  | {type: 'ready'}
  | {type: 'init-success'}
  | {type: 'init-error'}
  | {type: 'window-maximized'}
  | {type: 'window-minimized'}
  | {type: 'message'; automated: boolean; text: string};

/** Names of the client's window events (Salesforce Messaging for In-App and Web). */
export const EMBEDDED_MESSAGING_EVENTS = {
  ready: 'onEmbeddedMessagingReady',
  initSuccess: 'onEmbeddedMessagingInitSuccess',
  initError: 'onEmbeddedMessagingInitError',
  windowMaximized: 'onEmbeddedMessagingWindowMaximized',
  windowMinimized: 'onEmbeddedMessagingWindowMinimized',
  messageSent: 'onEmbeddedMessageSent',
} as const;

function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function isThankYouText(text: string): boolean {
  const normalised = normaliseText(text);
  return normalised !== '' && CHAT_THANK_YOU_TEXTS.some((phrase) => normalised.includes(phrase));
}

const AUTOMATED_ROLES = new Set(['chatbot', 'system', 'automatedprocess', 'bot']);

/**
 * Reads an `onEmbeddedMessageSent` event detail: `{conversationEntry: {sender: {role, appType},
 * entryPayload: '<JSON with abstractMessage.staticContent.text>'}}`. Returns the message, or null
 * for any other shape. Never throws.
 */
export function readMessageEntry(detail: unknown): {automated: boolean; text: string} | null {
  try {
    const entry = (detail as {conversationEntry?: unknown} | null)?.conversationEntry as
      {sender?: {role?: unknown; appType?: unknown}; entryPayload?: unknown} | undefined;
    if (!entry || typeof entry !== 'object') return null;
    const role = typeof entry.sender?.role === 'string' ? entry.sender.role.toLowerCase() : '';
    const appType = typeof entry.sender?.appType === 'string' ? entry.sender.appType.toLowerCase() : '';
    const payload: unknown =
      typeof entry.entryPayload === 'string' ? JSON.parse(entry.entryPayload) : entry.entryPayload;
    const text = (payload as {abstractMessage?: {staticContent?: {text?: unknown}}} | null)?.abstractMessage
      ?.staticContent?.text;
    if (typeof text !== 'string') return null;
    return {automated: AUTOMATED_ROLES.has(role) || appType === 'chatbot', text};
  } catch {
    return null;
  }
}

/** Calls the vendor's code (script loader, client API): a synchronous throw becomes a rejection too. */
export function vendorCall(run: () => Promise<void>): Promise<void> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
