/** Every page has a front matter `title` (2–70 characters) and `description` (110–160 characters). */

import type {Finding, LintDocument, Rule} from '../types';

const ID = 'front-matter';

const LIMITS = {title: [2, 70], description: [110, 160]} as const;

function lineOf(doc: LintDocument, key: string): number {
  const index = doc.text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

export const frontMatter: Rule = {
  id: ID,
  title: 'Front matter: title (2–70 karakter) és description (110–160 karakter) kötelező.',
  check: (doc) => {
    if (doc.kind !== 'mdx' || doc.file.split('/').some((part) => part.startsWith('_'))) return [];
    const findings: Finding[] = [];
    for (const key of ['title', 'description'] as const) {
      const value = doc.frontMatter?.[key]?.trim() ?? '';
      const [min, max] = LIMITS[key];
      const line = lineOf(doc, key);
      if (!value) {
        findings.push({
          file: doc.file,
          line,
          column: 1,
          rule: ID,
          message: `Hiányzik a front matter „${key}” mezője.`,
          fix: `írj ${min}–${max} karakteres „${key}” mezőt`,
        });
      } else if (value.length < min || value.length > max) {
        findings.push({
          file: doc.file,
          line,
          column: 1,
          rule: ID,
          message: `A „${key}” ${value.length} karakter, ${value.length < min ? 'túl rövid' : 'túl hosszú'}.`,
          fix: `${min}–${max} karakter`,
        });
      }
    }
    return findings;
  },
};
