/**
 * The editor's configuration (Decap CMS), made from the repository at build time. Saves go through the editorial
 * workflow: each is a `cms/<collection>/<entry>` branch and a pull request.
 */
import {region} from '../data/region';
import type {PagePlace, SiteRoutes} from '../lib/check/formCheck';
import {COLLECTION_FIELDS, requiredFields} from '../lib/collections/schema';
import type {CollectionKind} from '../lib/collections/types';
import type {ControlProps} from './decapApi';
import {saveTexts, siteTexts} from './locale/editorTexts';

export interface EditorPage {
  /** path inside the repository, `i18n/hu/docusaurus-plugin-content-pages/…mdx` */
  file: string;
  /** the page's route, `/poker-school/` */
  route: string;
  /** the page's title (its front matter), for the list */
  title: string;
}

export interface EditorSite {
  /** `owner/name` of the GitHub repository */
  repository: string;
  /** the site's own origin; the admin script puts the editor's own origin in its place at run time */
  origin: string;
  pages: readonly EditorPage[];
  /** repository folder of the collection entries */
  collectionsDir: string;
  /** each MDX component's module, for its import line (`SectionIndex` → `@site/src/components/content/SectionIndex`) */
  componentModules: Readonly<Record<string, string>>;
  /** every route of the site with its anchors (`/funds/` → its ids), for the links rule the page text runs */
  routes: Readonly<Record<string, readonly string[]>>;
}

/** The configuration's own key, not Decap's: the admin script takes it out before Decap reads the configuration. */
export const COMPONENT_MODULES_KEY = 'ggphu_component_modules';

/** Likewise: the site's routes and anchors (`EditorSite.routes`). */
export const SITE_ROUTES_KEY = 'ggphu_site_routes';

/** The editor's file formats, registered in the browser (`src/admin/index.ts`) and named in the configuration. */
export const FORMATS = {mdx: 'mdx-exact', yaml: 'yml-exact'} as const;

/** The editor's own widgets, named in the region's language: Decap names a field to a screen reader by its widget. */
const NAMES = {
  hu: {
    pageTitle: 'oldalcím',
    pageDescription: 'oldalleírás',
    entryField: 'adatmező',
    entryFlag: 'kapcsoló',
    pageBody: 'oldalszöveg',
  },
  en: {
    pageTitle: 'page title',
    pageDescription: 'page description',
    entryField: 'entry field',
    entryFlag: 'switch',
    pageBody: 'page text',
  },
} as const;

export const WIDGETS = NAMES[region.texts.language];

/**
 * Each page field carries its page's file and route, for the writers' check a form runs (the page-name rule needs
 * the route); Decap keeps a field's unknown keys and ignores them.
 */
export const PAGE_FILE_KEY = 'pageFile';
export const PAGE_ROUTE_KEY = 'pageRoute';

export function pagePlaceOf(field: ControlProps['field']): PagePlace {
  const file = field.get(PAGE_FILE_KEY);
  const route = field.get(PAGE_ROUTE_KEY);
  return {file: typeof file === 'string' ? file : '', route: typeof route === 'string' ? route : ''};
}

/** The routes as the configuration holds them (`{"/funds/": ["ids"]}`); anything else gives no routes. */
export function siteRoutesOf(value: unknown): SiteRoutes | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([route, anchors]) =>
      [route, new Set(Array.isArray(anchors) ? anchors.filter((id) => typeof id === 'string') : [])] as const,
  );
  return new Map(entries);
}

/** The editor's own stylesheet (`src/admin/editor.css`), served beside the admin page. */
export const EDITOR_STYLESHEET = 'editor.css';

/** The local backend (`decap-server`, started by `npm run edit`); Decap uses it only on a localhost address. */
export const LOCAL_BACKEND_URL = 'http://localhost:8081/api/v1';
/** A page's form name in the editor: its route, readable and unique (`poker-school__how-to-play-poker`). */
export function pageEntryName(route: string): string {
  const trimmed = route.replace(/^\/|\/$/g, '');
  return trimmed === '' ? 'home' : trimmed.replace(/\//g, '__');
}

function pagesCollection(pages: readonly EditorPage[]) {
  return {
    name: 'pages',
    label: siteTexts.pages.label,
    label_singular: siteTexts.pages.singular,
    description: siteTexts.pages.description,
    // Decap reads the format of a collection, not of its files.
    format: FORMATS.mdx,
    extension: 'mdx',
    files: [...pages]
      .sort((a, b) => a.route.localeCompare(b.route))
      .map((page) => ({
        name: pageEntryName(page.route),
        label: `${page.title} (${page.route})`,
        file: page.file,
        fields: [
          {name: 'title', label: siteTexts.pages.titleField, widget: WIDGETS.pageTitle},
          {name: 'description', label: siteTexts.pages.descriptionField, widget: WIDGETS.pageDescription},
          {name: 'body', label: siteTexts.pages.bodyField, widget: WIDGETS.pageBody},
        ].map((field) => ({...field, [PAGE_FILE_KEY]: page.file, [PAGE_ROUTE_KEY]: page.route})),
      })),
  };
}

/** Fields whose value is `true` or `false`: a switch, not a text (typed text would be the string "true"). */
const FLAG_FIELDS = new Set(['upTo']);

function entriesCollection(kind: CollectionKind, collectionsDir: string) {
  // Required in the form exactly when the collection's schema requires it: an ongoing entry has no dates (its
  // empty end is written `ends: null`), a tournament without an announced buy-in has none.
  const required = new Set(requiredFields(kind));
  return {
    name: kind,
    label: siteTexts.collections[kind].label,
    label_singular: siteTexts.collections[kind].singular,
    folder: `${collectionsDir}/${kind}`,
    extension: 'yml',
    format: FORMATS.yaml,
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    fields: COLLECTION_FIELDS[kind].map((name) => ({
      name,
      // The site's own name, with the YAML key the check's messages use.
      label: `${siteTexts.fields[name] ?? name} (${name})`,
      widget: FLAG_FIELDS.has(name) ? WIDGETS.entryFlag : WIDGETS.entryField,
      collectionKind: kind,
      required: required.has(name),
    })),
  };
}

export function decapConfig(site: EditorSite) {
  return {
    // Decap's own interface in the region's language: English ships with Decap, Hungarian is ours (locale/hu.ts).
    locale: region.texts.language,
    load_config_file: false,
    backend: {
      name: 'github',
      repo: site.repository,
      branch: 'main',
      base_url: site.origin,
      auth_endpoint: 'api/cms/auth',
      // Decap's own titles, in the region's language; the admin script puts the entry's title and route in place of the file
      // name (`backend/hungarianBackend.ts`: „Oldal: Rólunk (/about-us/)”), and a pull request takes its commit's title.
      commit_messages: {
        create: `{{collection}}: {{slug}}${saveTexts.commits.created}`,
        update: '{{collection}}: {{slug}}',
        delete: `{{collection}}: {{slug}}${saveTexts.commits.deleted}`,
        uploadMedia: saveTexts.commits.imageUploaded('{{path}}'),
        deleteMedia: saveTexts.commits.imageDeleted('{{path}}'),
        openAuthoring: '{{message}}',
      },
    },
    local_backend: {url: LOCAL_BACKEND_URL},
    publish_mode: 'editorial_workflow',
    // New entries' file names: ASCII, accents dropped, as the site's file-name rule asks (árnyék → arnyek).
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    // Decap checks neither an upload's type nor its size: `uploadGuard.ts` does, as `npm run check` does.
    media_folder: 'static/img/uploads',
    public_folder: '/img/uploads',
    collections: [
      pagesCollection(site.pages),
      entriesCollection('promotions', site.collectionsDir),
      entriesCollection('tournaments', site.collectionsDir),
    ],
    [COMPONENT_MODULES_KEY]: site.componentModules,
    [SITE_ROUTES_KEY]: site.routes,
  };
}
