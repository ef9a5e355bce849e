/**
 * Where a profile comes from: `contracted` is a real person under contract with verified facts;
 * `illustration` is a made-up player, shown with a visible label so no visitor takes it for a real endorsement.
 */
import {region} from './region';

export const AMBASSADOR_PROFILES = ['illustration', 'contracted'] as const;

export type AmbassadorProfile = (typeof AMBASSADOR_PROFILES)[number];

/** `field` names the key, so the writers' check can point at its line. */
export class AmbassadorFrontMatterError extends Error {
  constructor(
    readonly field: string,
    fileSlug: string,
    problem: string,
  ) {
    super(`ggteam/${fileSlug}.mdx: ${problem}`);
    this.name = 'AmbassadorFrontMatterError';
  }
}

const HU_PROFILES =
  '„profile: illustration” (kitalált, szemléltető profil) vagy „profile: contracted” (valódi, szerződött nagykövet)';
const EN_PROFILES =
  '“profile: illustration” (an invented, illustrative profile) or “profile: contracted” (a real, contracted ambassador)';

const TEXTS = {
  hu: {
    required: (field: string) => `a front matter „${field}” mezője kötelező, és nem lehet üres`,
    noProfile: `hiányzik a front matter „profile” mezője; írd be: ${HU_PROFILES}`,
    wrongProfile: (value: string) => `a front matter „profile” mezője „${value}”, de csak ${HU_PROFILES} lehet`,
    slugForm: 'a front matter „slug” mezője „/ggteam/<kisbetűs-kötőjeles-név>/” alakú legyen',
    slugName: (slug: string) => `a front matter „slug” mezője („${slug}”) egyezzen meg a fájl nevével`,
    noFormats: 'a front matter „formats” mezőjében legalább egy formátum álljon (lista: ["…", "…"])',
  },
  en: {
    required: (field: string) => `the front matter's “${field}” field is required and cannot be empty`,
    noProfile: `the front matter has no “profile” field; write: ${EN_PROFILES}`,
    wrongProfile: (value: string) => `the front matter's “profile” is “${value}”, but it can only be ${EN_PROFILES}`,
    slugForm: "the front matter's “slug” must read “/ggteam/<lower-case-hyphenated-name>/”",
    slugName: (slug: string) => `the front matter's “slug” (“${slug}”) must match the file's name`,
    noFormats: 'the front matter\'s “formats” needs at least one format (a list: ["…", "…"])',
  },
};

const TEXT = TEXTS[region.texts.language];

function requiredText(value: unknown, field: string, fileSlug: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AmbassadorFrontMatterError(field, fileSlug, TEXT.required(field));
  }
  return value.trim();
}

/** A missing or unknown value stops the build rather than guessing. */
function requiredProfile(value: unknown, fileSlug: string): AmbassadorProfile {
  if ((AMBASSADOR_PROFILES as readonly unknown[]).includes(value)) return value as AmbassadorProfile;
  const problem =
    value === undefined || value === null || value === ''
      ? TEXT.noProfile
      : TEXT.wrongProfile(typeof value === 'string' ? value : JSON.stringify(value));
  throw new AmbassadorFrontMatterError('profile', fileSlug, problem);
}

/** The front matter `slug` is the page's route (the pages plugin routes by it). */
const ROUTE = /^\/ggteam\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;

/** The slug must equal the file name, so the route, the file and the data can never disagree. */
export function parseAmbassadorFrontMatter(data: Record<string, unknown>, fileSlug: string) {
  const {name} = data;
  const slug = typeof data.slug === 'string' ? ROUTE.exec(data.slug)?.[1] : undefined;
  if (!slug) {
    throw new AmbassadorFrontMatterError('slug', fileSlug, TEXT.slugForm);
  }
  if (slug !== fileSlug) {
    throw new AmbassadorFrontMatterError('slug', fileSlug, TEXT.slugName(slug));
  }
  const formats = Array.isArray(data.formats)
    ? data.formats.map((f: unknown) => requiredText(f, 'formats', fileSlug))
    : [];
  if (formats.length === 0) {
    throw new AmbassadorFrontMatterError('formats', fileSlug, TEXT.noFormats);
  }
  return {
    slug,
    name: requiredText(name, 'name', fileSlug),
    /** Required, so no profile passes for real by omission. */
    profile: requiredProfile(data.profile, fileSlug),
    /** One line under the name on the team roster, e.g. "A készpénzes asztalok embere". */
    role: requiredText(data.role, 'role', fileSlug),
    formats,
    /** Playing style in a few words, e.g. "tight-agresszív (TAG)". */
    style: requiredText(data.style, 'style', fileSlug),
  };
}

export type Ambassador = ReturnType<typeof parseAmbassadorFrontMatter>;

/** A profile is only ever shown as a real person when the data says so. */
export function isIllustration(ambassador: Pick<Ambassador, 'profile'>): boolean {
  return ambassador.profile !== 'contracted';
}

export function ambassadorPath(slug: string): string {
  return `/ggteam/${slug}/`;
}

/** Thumbnail used by the team mega panel (192x192, named `{slug}_nav`). */
export function ambassadorNavImage(slug: string): string {
  return `/img/ggteam/${slug}_nav.svg`;
}
