/**
 * The size rule for an image a page embeds, one home for the writers' check (`npm run check`, rule `images`) and
 * the browser editor's uploads: past it, phones on mobile data wait visibly.
 */
export const IMAGE_MAX_BYTES = 300 * 1024;
