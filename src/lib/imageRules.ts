/**
 * The size rule for an image a page embeds, one home for the writers' check (`npm run check`, rule `images`) and
 * the browser editor's uploads: past it, phones on mobile data wait visibly.
 */
export const IMAGE_MAX_BYTES = 300 * 1024;

export interface ImageSizeIssue {
  message: string;
  fix: string;
}

/**
 * What the check and the editor say about an image of `bytes`, or null when it fits. The size is rounded up, so
 * a file just over the limit never reads as the limit itself.
 */
export function imageSizeIssue(bytes: number): ImageSizeIssue | null {
  if (bytes <= IMAGE_MAX_BYTES) return null;
  return {
    message: `A kép túl nagy: ${Math.ceil(bytes / 1024)} KB (legfeljebb ${IMAGE_MAX_BYTES / 1024} KB)`,
    fix: 'Méretezd át legfeljebb 1600 px szélesre, és mentsd WebP-be vagy tömörített PNG-be',
  };
}
