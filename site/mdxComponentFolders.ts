import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The MDX components' folders: every `src/components/<room>/<Name>/` that holds an `mdx.ts`, the one list the
 * generator (`scripts/generate/mdxRegistry.ts`), the writers' editor and the tests read.
 */

export const COMPONENTS_DIR = 'src/components';
export const DEFINITION_FILE = 'mdx.ts';

/** The order of simple-import-sort (`eslint.config.mjs`), so that the generated imports pass ESLint as written. */
const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});
export function compareLikeImportSort(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The folders `src/components/<room>/<Name>/` that hold an `mdx.ts`, sorted by name; a name is used once. */
export function findMdxFolders(root: string): {name: string; room: string}[] {
  const componentsDir = path.join(root, COMPONENTS_DIR);
  const folders = readdirSync(componentsDir, {withFileTypes: true})
    .filter((room) => room.isDirectory())
    .flatMap((room) =>
      readdirSync(path.join(componentsDir, room.name), {withFileTypes: true})
        .filter(
          (folder) =>
            folder.isDirectory() && existsSync(path.join(componentsDir, room.name, folder.name, DEFINITION_FILE)),
        )
        .map((folder) => ({name: folder.name, room: room.name})),
    )
    .sort((a, b) => compareLikeImportSort(a.name, b.name) || compareLikeImportSort(a.room, b.room));
  for (const [index, folder] of folders.entries()) {
    const where = `${COMPONENTS_DIR}/${folder.room}/${folder.name}`;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(folder.name)) {
      throw new Error(
        `${where}/${DEFINITION_FILE}: an MDX component's folder is named like the component (PascalCase)`,
      );
    }
    if (!existsSync(path.join(root, where, 'index.tsx'))) {
      throw new Error(`${where}/${DEFINITION_FILE}: the component itself (${where}/index.tsx) is missing`);
    }
    const other = index > 0 ? folders[index - 1] : undefined;
    if (other?.name === folder.name) {
      throw new Error(`Two MDX components are named ${folder.name}: ${COMPONENTS_DIR}/${other.room}/ and ${where}/`);
    }
  }
  return folders;
}
