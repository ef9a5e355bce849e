/**
 * Every upload of the editor is an image the site can use (`src/lib/imageFormats.ts`, told by content; the images
 * rule's size, `src/lib/imageRules.ts`), or nothing is written; a refusal shows the check's own message. Decap
 * 3.16.3 (decap-cms-core 3.19.1) checks neither the type nor, from the **Média** button, the size. Every upload
 * goes through a file input, so one listener on the window, before React's, holds its events back until the
 * chosen files' first bytes are read, then hands them on to Decap or clears the choice and says why.
 */
import {SIGNATURE_BYTES, uploadTypeIssue} from '../lib/imageFormats';
import {type ImageSizeIssue, imageSizeIssue} from '../lib/imageRules';
import {siteTexts} from './locale/editorTexts';

export const REFUSAL_ID = 'admin-upload-refused';

const UNREADABLE: ImageSizeIssue = {message: siteTexts.upload.unreadable, fix: siteTexts.upload.unreadableFix};

/** The file's first bytes, enough to tell its format. */
function headOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable'));
    };
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}

/** What to say about the first file of the selection the site cannot take, if there is one. */
async function refusalOf(files: readonly File[]): Promise<string | undefined> {
  for (const file of files) {
    let issue: ImageSizeIssue | null;
    try {
      issue = uploadTypeIssue(file.name, await headOf(file)) ?? imageSizeIssue(file.size);
    } catch {
      issue = UNREADABLE;
    }
    if (issue) return siteTexts.upload.refusal(file.name, issue.message, issue.fix);
  }
  return undefined;
}

function showRefusal(doc: Document, refusal: string): void {
  doc.getElementById(REFUSAL_ID)?.remove();
  const made = <T extends keyof HTMLElementTagNameMap>(tag: T, props: Partial<HTMLElementTagNameMap[T]>) =>
    Object.assign(doc.createElement(tag), props);
  const box = made('div', {id: REFUSAL_ID});
  box.setAttribute('role', 'alert');
  const close = made('button', {type: 'button', textContent: siteTexts.upload.close, onclick: () => box.remove()});
  box.append(made('strong', {textContent: siteTexts.upload.heading}), made('span', {textContent: refusal}), close);
  doc.body.append(box);
}

/** Holds every file input's choice until its files are known to be images the site takes. */
export function refuseBadUploads(win: Window): void {
  // The events handed on after the check: the listener lets these through.
  const checked = new WeakSet<Event>();
  const guard = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return;
    // Neither Decap nor React sees the event until the files are checked: nothing is read or sent before.
    event.stopImmediatePropagation();
    // `change` comes last: the check runs once per choice.
    if (event.type !== 'change') return;
    void refusalOf([...(input.files ?? [])]).then((refusal) => {
      if (refusal) {
        // Cleared, so choosing the same file again is noticed.
        input.value = '';
        showRefusal(win.document, refusal);
        return;
      }
      for (const type of ['input', 'change']) {
        const handedOn = new Event(type, {bubbles: true});
        checked.add(handedOn);
        input.dispatchEvent(handedOn);
      }
    });
  };
  win.addEventListener('input', guard, true);
  win.addEventListener('change', guard, true);
}
