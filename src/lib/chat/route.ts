/**
 * Where the support chat lives. A module of its own because the boot script asks it on every page: the rest of
 * the chat (src/boot/supportChat.ts) is only in these pages' own boot file (plugins/post-build/bootBundle.ts).
 */
import {regionalSettings} from '../../data/regionalSettings';

/** `/responsible-gaming/` and any path under it. */
export function isChatRoute(pathname: string): boolean {
  return /^\/responsible-gaming(?:\/|$)/.test(pathname);
}

/** A page with the help chat button (hidden until an agent is free): a chat route of a region with the support chat. */
export function isChatPage(path: string): boolean {
  return regionalSettings.isSupportChat && isChatRoute(path);
}
