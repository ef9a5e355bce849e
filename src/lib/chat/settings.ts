import {resolveSafeHttpUrl} from '../linkSafety';

/** The runtime config's chat settings; after `resolveChatSettings`, every URL is absolute http(s). */
export interface ChatSettings {
  queueApiUrl: string;
  scriptUrl: string;
  language: string;
  orgId: string;
  eswConfigName: string;
  siteUrl: string;
  scrt2Url: string;
}

/**
 * The settings with URLs resolved against the site base (so the built-in stand-ins work under any base path), or
 * null when chat is not supported here. Optional URLs may be empty.
 */
export function resolveChatSettings(
  chat: ChatSettings | null | undefined,
  siteBase: string,
  regionSupportsChat: boolean,
): ChatSettings | null {
  if (!regionSupportsChat || !chat) return null;
  const queueApiUrl = resolveSafeHttpUrl(chat.queueApiUrl, siteBase);
  const scriptUrl = resolveSafeHttpUrl(chat.scriptUrl, siteBase);
  if (!queueApiUrl || !scriptUrl || !chat.orgId || !chat.eswConfigName) return null;
  const optionalUrl = (value: string): string | null => (value === '' ? '' : resolveSafeHttpUrl(value, siteBase));
  const siteUrl = optionalUrl(chat.siteUrl);
  const scrt2Url = optionalUrl(chat.scrt2Url);
  if (siteUrl === null || scrt2Url === null) return null;
  return {
    queueApiUrl,
    scriptUrl,
    language: chat.language,
    orgId: chat.orgId,
    eswConfigName: chat.eswConfigName,
    siteUrl,
    scrt2Url,
  };
}
