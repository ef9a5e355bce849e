/**
 * Why a page's text may not be saved, as the writers' check says it: a text that is not valid MDX (the check's
 * `mdx` rule, its words from `src/lib/mdxReason.ts`), a component whose props its schema refuses (the `props`
 * rule, its messages from `src/lib/mdxProps`), a finding of a rule that judges the text alone (money and
 * number notation, quotes, offers' sources…) or, given the site's routes, a link to a route or anchor the site
 * does not have (`src/lib/check/formCheck.ts`). Each issue names its line in the
 * page's text (the text box's lines, the front matter not counted). The text widget's `isValid` refuses the save
 * with them.
 */
import {type PagePlace, pageTextFindings, type SiteRoutes} from '../../lib/check/formCheck';
import {evaluateAttributes} from '../../lib/mdxProps/jsxProps';
import {componentPropIssues} from '../../lib/mdxProps/propIssues';
import {formTexts} from '../locale/formTexts';
import {parseTree} from '../preview/mdxBody';
import {isElement, type TreeNode, walk} from './blockTree';
import {blockComponent} from './registry';

function where(line: number | undefined): string {
  return line === undefined ? '' : formTexts.issueLine(line);
}

/** Every issue of the text, `„sor: üzenet → teendő”`; none for a text the check would pass on these rules. */
export function bodyIssues(text: string, place: PagePlace, routes?: SiteRoutes): string[] {
  const parsed = parseTree(text);
  if (!parsed.ok) {
    // The parse failure is already in the check's words (src/lib/mdxReason.ts), with its line.
    return [`${where(parsed.line)}${formTexts.notCompiled(parsed.reason, parsed.advice)}`];
  }
  const issues: string[] = [];
  for (const node of walk(parsed.tree as unknown as TreeNode)) {
    const component = isElement(node) && node.name ? blockComponent(node.name) : undefined;
    if (!component) continue;
    const props = evaluateAttributes(node.attributes ?? []);
    const line = (node.position?.start as {line?: number} | undefined)?.line;
    for (const issue of componentPropIssues(component.name, component.definition.schema, props)) {
      issues.push(`${where(line)}${issue.message} → ${issue.fix}`);
    }
  }
  for (const finding of pageTextFindings(text, place, routes)) {
    issues.push(`${where(finding.line)}${finding.message} → ${finding.fix}`);
  }
  return issues;
}
