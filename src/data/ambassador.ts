/** Brand ambassador: derived from the front matter of `ggteam/<slug>.mdx`. */
export interface Ambassador {
  slug: string;
  name: string;
  /** One line under the name on the team roster, e.g. "A készpénzes asztalok embere". */
  role: string;
  /** Favourite formats, shown as key facts on the profile. */
  formats: string[];
  /** Playing style in a few words, e.g. "tight-agresszív (TAG)". */
  style: string;
}

function requiredText(value: unknown, field: string, fileSlug: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter "${field}" is required`);
  }
  return value.trim();
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
  const formats = Array.isArray(data.formats)
    ? data.formats.map((f: unknown) => requiredText(f, 'formats', fileSlug))
    : [];
  if (formats.length === 0) {
    throw new Error(`ggteam/${fileSlug}.mdx: front matter "formats" must list at least one format`);
  }
  return {
    slug,
    name: requiredText(name, 'name', fileSlug),
    role: requiredText(data.role, 'role', fileSlug),
    formats,
    style: requiredText(data.style, 'style', fileSlug),
  };
}

export function ambassadorPath(slug: string): string {
  return `/ggteam/${slug}/`;
}

/** Thumbnail used by the team mega panel (192x192, named `{slug}_nav`). */
export function ambassadorNavImage(slug: string): string {
  return `/img/ggteam/${slug}_nav.svg`;
}
