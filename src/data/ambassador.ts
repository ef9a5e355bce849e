/** Brand ambassador (spec §3): derived from the front matter of `ggteam/<slug>.mdx`. */
export interface Ambassador {
  slug: string;
  name: string;
}

/** The page's front matter `slug` is its route (the pages plugin routes by it): `/ggteam/<slug>/`. */
const ROUTE = /^\/ggteam\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;

/**
 * Validates an ambassador page's front matter. `slug` must be `/ggteam/<slug>/` with a kebab-case slug
 * equal to the file name, so the route, the file and the data can never disagree.
 */
export function parseAmbassadorFrontMatter(data: Record<string, unknown>, fileSlug: string): Ambassador {
  const {name} = data;
  const slug = typeof data.slug === 'string' ? ROUTE.exec(data.slug)?.[1] : undefined;
  if (!slug) {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter "slug" must be "/ggteam/<kebab-case-slug>/"`);
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
