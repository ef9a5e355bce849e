/**
 * The image formats a writer may upload (editor and check). A file counts as one only by its first bytes, and its
 * name must end in one of that format's extensions, so the content type a server picks by the name is what the
 * bytes are. SVG is refused outright: it may carry a script that would run on the site's address.
 */
import {region} from '../data/region';
import type {ImageSizeIssue} from './imageRules';

/** How many leading bytes tell the formats apart (AVIF's brands sit in its first box). */
export const SIGNATURE_BYTES = 32;

interface ImageFormat {
  name: string;
  /** lower case, with the dot */
  extensions: readonly string[];
  matches: (head: Uint8Array) => boolean;
}

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, index) => head[at + index] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

function asciiAt(head: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...head.subarray(at, at + length));
}

/** ISO-BMFF `ftyp` box naming AVIF as its major brand or among its compatible ones. */
function isAvif(head: Uint8Array): boolean {
  if (asciiAt(head, 4, 4) !== 'ftyp') return false;
  // The box's own length, in its first four bytes (big-endian).
  const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0), head.length);
  const brands = [asciiAt(head, 8, 4)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(asciiAt(head, at, 4));
  return brands.includes('avif') || brands.includes('avis');
}

const FORMATS: readonly ImageFormat[] = [
  {
    name: 'PNG',
    extensions: ['.png'],
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {name: 'JPEG', extensions: ['.jpg', '.jpeg'], matches: (head) => startsWith(head, [0xff, 0xd8, 0xff])},
  {
    name: 'GIF',
    extensions: ['.gif'],
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    name: 'WebP',
    extensions: ['.webp'],
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
  {name: 'AVIF', extensions: ['.avif'], matches: isAvif},
];

const TEXTS = {
  hu: {
    svg: 'SVG-fájlt nem lehet feltölteni: parancsfájlt (scriptet) is hordozhat, amely a webhely nevében futna',
    notImage: 'A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet)',
    saveAs: 'Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban',
    wrongName: (extension: string, format: string) =>
      `A fájl neve (${extension || 'kiterjesztés nélkül'}) nem illik a tartalmához: ez egy ${format}-kép`,
    rename: (extension: string) => `Nevezd át ${extension} kiterjesztésűre`,
  },
  en: {
    svg: 'SVG files cannot be uploaded: one may carry a script that would run as the site',
    notImage: 'By its content the file is not an image (only PNG, JPEG, GIF, WebP or AVIF)',
    saveAs: 'Save the image as PNG, JPEG or WebP',
    wrongName: (extension: string, format: string) =>
      `The file's name (${extension || 'no extension'}) does not match its content: it is a ${format} image`,
    rename: (extension: string) => `Rename it to end in ${extension}`,
  },
};

const TEXT = TEXTS[region.texts.language];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** `head`: at least `SIGNATURE_BYTES` first bytes when the file is that long; null for an allowed image. */
export function uploadTypeIssue(name: string, head: Uint8Array): ImageSizeIssue | null {
  const extension = extensionOf(name);
  const format = FORMATS.find((candidate) => candidate.matches(head));
  if (extension === '.svg' || extension === '.svgz') {
    return {message: TEXT.svg, fix: TEXT.saveAs};
  }
  if (!format) {
    return {message: TEXT.notImage, fix: TEXT.saveAs};
  }
  if (!format.extensions.includes(extension)) {
    return {message: TEXT.wrongName(extension, format.name), fix: TEXT.rename(format.extensions[0] ?? '')};
  }
  return null;
}
