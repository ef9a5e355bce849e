/** Brand ambassador (spec §3): derived from the front matter of `ggteam/<slug>.mdx`. */
export interface Ambassador {
  slug: string;
  name: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates an ambassador page's front matter. The slug must be kebab-case and equal to the
 * file name, so the route `/ggteam/<slug>/` and the data can never disagree.
 */
export function parseAmbassadorFrontMatter(data: Record<string, unknown>, fileSlug: string): Ambassador {
  const {slug, name} = data;
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter "slug" must be a kebab-case string`);
  }
  if (slug !== fileSlug) {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter slug "${slug}" must equal the file name`);
  }
  if (typeof name !== 'string' || name.trim() === '') {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter "name" is required`);
  }
  return {slug, name: name.trim()};
}

export function ambassadorPath(slug: string): string {
  return `/ggteam/${slug}/`;
}

/** Thumbnail used by the team mega panel (192x192, named `{slug}_nav`). */
export function ambassadorNavImage(slug: string): string {
  return `/img/ggteam/${slug}_nav.svg`;
}
