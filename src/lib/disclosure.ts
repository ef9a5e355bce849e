/**
 * How long a popup a mouse hover opened waits before it closes once the pointer has left it (the home page's
 * region selector); the popup itself is the open state (`src/components/kit/popover`).
 */
export const HOVER_CLOSE_DELAY_MS = 500;
