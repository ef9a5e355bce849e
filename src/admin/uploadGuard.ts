/**
 * Uploads over the images rule's size (`src/lib/imageRules.ts`) are refused before Decap sees them, with the
 * check's own Hungarian message, and nothing is written. Decap 3.16.3 (decap-cms-core 3.19.1) checks a size
 * only when an image field opens its media library with `media_library.config.max_file_size`: the **Média**
 * button opens it with no settings at all, so no limit applies there, and the field check answers with a
 * browser alert in kilobytes of 1000 bytes. Every upload of the editor goes through a file input (the media
 * library's **Feltöltés**, which image fields open too), so one listener on the window, before React's own,
 * covers all of them.
 */
import {type ImageSizeIssue, imageSizeIssue} from '../lib/imageRules';

export const REFUSAL_ID = 'admin-upload-refused';

interface Refusal {
  name: string;
  issue: ImageSizeIssue;
}

/** The first file of the selection that is too large, with what to say about it. */
function oversizedFile(files: readonly {name: string; size: number}[]): Refusal | undefined {
  for (const file of files) {
    const issue = imageSizeIssue(file.size);
    if (issue) return {name: file.name, issue};
  }
  return undefined;
}

/** The message shown in place of the upload. */
function refusalText({name, issue}: Refusal): string {
  return `„${name}”: ${issue.message}. ${issue.fix}, majd töltsd fel újra.`;
}

function showRefusal(doc: Document, refusal: Refusal): void {
  doc.getElementById(REFUSAL_ID)?.remove();
  const box = doc.createElement('div');
  box.id = REFUSAL_ID;
  box.setAttribute('role', 'alert');
  // Above Decap's media library dialog, whatever its stacking.
  Object.assign(box.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2147483647',
    maxWidth: 'min(640px, calc(100vw - 32px))',
    padding: '12px 16px',
    border: '2px solid #b3261e',
    borderRadius: '6px',
    background: '#fff',
    color: '#1b1b1b',
    font: '15px/1.5 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  });
  const heading = doc.createElement('strong');
  heading.textContent = 'A fájl nem került fel. ';
  const text = doc.createElement('span');
  text.textContent = refusalText(refusal);
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Bezárás';
  close.style.marginLeft = '12px';
  close.addEventListener('click', () => box.remove());
  box.append(heading, text, close);
  doc.body.append(box);
}

/** Refuses every too-large upload of the page, from any file input. */
export function refuseLargeUploads(win: Window): void {
  const guard = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
    const refusal = oversizedFile([...input.files]);
    if (!refusal) return;
    // Neither Decap nor React sees the event: the file is never read, nothing is sent.
    event.stopImmediatePropagation();
    // `change` comes last: the selection is cleared then, so choosing the same file again is noticed.
    if (event.type !== 'change') return;
    input.value = '';
    showRefusal(win.document, refusal);
  };
  win.addEventListener('input', guard, true);
  win.addEventListener('change', guard, true);
}
