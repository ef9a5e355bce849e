import {findingAt, type Rule} from '../context';

/**
 * The front matter is valid YAML. Its fields (`title`, `description` 110–160 characters) are the content
 * linter's front-matter rule; this rule only says why a block it cannot read is broken.
 */
export const frontMatterRule: Rule = (context) => {
  const {frontMatterError} = context.document;
  if (!frontMatterError) return [];
  return [
    findingAt(
      context,
      'front-matter',
      {line: 1, column: 1},
      `A front matter nem érvényes YAML (${frontMatterError.split('\n')[0] ?? ''})`,
      'Ha egy érték kettőspontot tartalmaz, tedd idézőjelbe: description: "…"',
    ),
  ];
};
