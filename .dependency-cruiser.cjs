// dependency-cruiser: the floors of the repository, the component rooms and the edge's runtime, for every folder
// and every import, type-only imports included, and no import circle anywhere. `npm run lint:layers` checks;
// docs/architecture.md ("Floors") has the same table in words, and tests/unit/repository/layers.test.ts plants
// breaks and expects them to fail.
const {builtinModules} = require('node:module');

/**
 * The floors, lowest first: the folders (or files) of each, and what else it may import. A floor imports only
 * from itself and from the floors it names; packages are not floors. The root's config files (docusaurus.config.ts,
 * the Playwright configs) and `tests/` sit above all of them and may import any of them.
 */
const FLOORS = [
  {floor: ['regions/'], mayImport: []},
  {floor: ['src/data/'], mayImport: ['regions/']},
  {floor: ['src/lib/', 'src/siteEnv.ts', 'src/siteEnvGit.ts'], mayImport: ['src/data/', 'regions/']},
  {
    floor: ['src/boot/', 'src/hooks/', 'src/clientModules/', 'src/stubs/'],
    mayImport: ['src/lib/', 'src/data/', 'regions/'],
  },
  {floor: ['src/components/'], mayImport: ['src/boot/', 'src/hooks/', 'src/lib/', 'src/data/', 'regions/']},
  {
    floor: ['src/theme/'],
    mayImport: ['src/components/', 'src/boot/', 'src/hooks/', 'src/lib/', 'src/data/', 'regions/'],
  },
  {floor: ['src/admin/'], mayImport: ['src/components/', 'src/lib/', 'src/data/', 'i18n/', 'regions/']},
  {floor: ['site/'], mayImport: ['src/lib/', 'src/siteEnv.ts', 'src/data/', 'regions/']},
  {floor: ['server/core/'], mayImport: ['site/', 'src/lib/', 'src/siteEnv.ts', 'src/data/', 'regions/']},
  {
    floor: ['server/node/', 'server/worker/'],
    mayImport: ['server/core/', 'site/', 'src/lib/', 'src/siteEnv.ts', 'src/data/', 'regions/'],
  },
  {floor: ['plugins/'], mayImport: ['site/', 'src/', 'i18n/', 'regions/']},
  {
    // The dev server answers `/api/*` with the edge's own API app, as server/node does in production.
    floor: ['plugins/dev-api/'],
    mayImport: ['plugins/', 'server/core/api/', 'site/', 'src/', 'i18n/', 'regions/'],
  },
  {floor: ['scripts/'], mayImport: ['plugins/', 'server/', 'site/', 'src/', 'i18n/', 'regions/']},
];

/** A floor's folder (`src/lib/`) or file (`src/siteEnv.ts`) as a path pattern. */
function pattern(place) {
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return place.endsWith('/') ? `^${escaped}` : `^${escaped}$`;
}

/** Every module of the repository; packages, Node's modules and the framework's aliases are none of them. */
const PROJECT = ['^(?:regions|i18n|src|site|server|plugins|scripts|tests|static)/', '^[^/]+\\.[cm]?[jt]sx?$'];

/** A floor nested in another (plugins/dev-api/ in plugins/) is left to its own rule. */
function nestedIn(floor) {
  return FLOORS.flatMap((other) => other.floor).filter(
    (place) => !floor.includes(place) && floor.some((outer) => place.startsWith(outer) && place !== outer),
  );
}

const floorRules = FLOORS.map(({floor, mayImport}) => ({
  name: `floor/${floor[0].replace(/\/$/, '')}`,
  comment: `${floor.join(', ')} may import only ${mayImport.join(', ') || 'itself'} (docs/architecture.md, "Floors").`,
  severity: 'error',
  from: {path: floor.map(pattern), pathNot: nestedIn(floor).map(pattern)},
  to: {path: PROJECT, pathNot: [...floor, ...mayImport].map(pattern)},
}));

/** The component rooms, lowest first, and the rooms each may import from (`src/components/README.md`). */
const ROOMS = {
  kit: [],
  visitor: ['kit'],
  poker: ['kit'],
  content: ['kit', 'poker'],
  download: ['kit', 'visitor'],
  shell: ['kit', 'visitor', 'poker', 'content', 'download'],
  home: ['kit', 'visitor', 'poker', 'content', 'download'],
};

const roomRules = Object.entries(ROOMS).map(([room, allowed]) => ({
  name: `room/${room}`,
  comment: `The ${room} room may import only from ${allowed.join(', ') || 'no other room'} (src/components/README.md).`,
  severity: 'error',
  from: {path: `^src/components/${room}/`},
  to: {
    path: `^src/components/(?:${Object.keys(ROOMS)
      .filter((other) => other !== room && !allowed.includes(other))
      .join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A file never imports, even for a type, a file that leads back to it: move what both need down into a file both import.',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
    ...floorRules,
    ...roomRules,
    {
      name: 'edge-runs-on-workers',
      comment:
        'server/core and server/worker run on Workers, which have no Node built-ins: nothing they import may reach one (server/node is the Node adapter).',
      severity: 'error',
      from: {path: '^server/(?:core|worker)/'},
      to: {path: `^(?:node:)?(?:${builtinModules.join('|')})$`, reachable: true},
    },
    {
      name: 'boot-without-the-app',
      comment: 'The boot script runs on every page before the app: no React, nothing of Docusaurus.',
      severity: 'error',
      from: {path: '^src/boot/'},
      to: {path: '^(?:node_modules/)?(?:react|react-dom|@docusaurus|@theme|@theme-original|@generated)(?:/|$)'},
    },
  ],
  options: {
    // Type-only imports count: a floor may not lean on a higher one even for a type.
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    doNotFollow: {path: 'node_modules'},
    // Written for its place in a copy of the repository (tests/new-region), not for this one.
    exclude: {path: '^tests/fixtures/new-region/'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
