/**
 * The size rule for an image a page embeds, one home for the writers' check (`npm run check`, rule `images`) and
 * the browser editor's uploads: past it, phones on mobile data wait visibly. Said in the built region's language.
 */
import {region} from '../data/region';

export const IMAGE_MAX_BYTES = 300 * 1024;

export interface ImageSizeIssue {
  message: string;
  fix: string;
}

const TEXTS = {
  hu: (kb: number, maxKb: number): ImageSizeIssue => ({
    message: `A kép túl nagy: ${kb} KB (legfeljebb ${maxKb} KB)`,
    fix: 'Méretezd át legfeljebb 1600 px szélesre, és mentsd WebP-be vagy tömörített PNG-be',
  }),
  en: (kb: number, maxKb: number): ImageSizeIssue => ({
    message: `The image is too large: ${kb} KB (at most ${maxKb} KB)`,
    fix: 'Resize it to at most 1600 px wide and save it as WebP or a compressed PNG',
  }),
};

/**
 * What the check and the editor say about an image of `bytes`, or null when it fits. The size is rounded up, so
 * a file just over the limit never reads as the limit itself.
 */
export function imageSizeIssue(bytes: number): ImageSizeIssue | null {
  if (bytes <= IMAGE_MAX_BYTES) return null;
  return TEXTS[region.texts.language](Math.ceil(bytes / 1024), IMAGE_MAX_BYTES / 1024);
}
