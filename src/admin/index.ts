/**
 * The writers' editor at `/admin/`: Decap CMS (its prebuilt bundle, loaded just before this script) with the
 * site's texts, formats, forms, preview and upload guard; its configuration is made at build time (`decapConfig.ts`).
 * On a localhost address Decap talks to the local backend (`npm run edit`), which writes files directly and so
 * turns the editorial workflow off there.
 */
import {keepAriaLabelsHungarian} from './ariaLabels';
import {commitSubjects, speakHungarianToBackends} from './backend/hungarianBackend';
import type {DecapWindow} from './decapApi';
import {COMPONENT_MODULES_KEY, FORMATS, SITE_ROUTES_KEY, siteRoutesOf} from './decapConfig';
import {recordSavedEntries, refineSearch} from './decapStore';
import {NULL_WHEN_EMPTY} from './entryValues';
import * as mdxFile from './format/frontMatterFile';
import * as yamlFile from './format/yamlDocument';
import {siteTexts} from './locale/editorTexts';
import {hu} from './locale/hu';
import {registerPagePreview} from './preview';
import {refuseBadUploads} from './uploadGuard';
import {registerWidgets} from './widgets';

/** The site's stylesheet, named on this script's tag; read now: `document.currentScript` is gone after an await. */
const SITE_STYLESHEET = document.currentScript?.getAttribute('data-preview-stylesheet') ?? null;

/** The entry names of the pages collection's files: each page gets the page preview. */
function pageNames(config: Record<string, unknown>): string[] {
  const collections = Array.isArray(config.collections) ? (config.collections as {name?: unknown}[]) : [];
  const pages = collections.find((collection) => collection.name === 'pages') as {files?: {name: string}[]} | undefined;
  return pages?.files?.map((file) => file.name) ?? [];
}

async function start(): Promise<void> {
  const win = window as unknown as DecapWindow;
  const cms = win.CMS;
  if (!cms || !win.h) throw new Error('Decap CMS did not load');
  cms.registerLocale('hu', hu);
  // The file formats keep a file byte for byte until a field changes (`format/`); Decap passes its field comments
  // third: only the data and the field order are taken. An entry's empty `ends` is written `ends: null`.
  cms.registerCustomFormat(FORMATS.mdx, 'mdx', mdxFile);
  cms.registerCustomFormat(FORMATS.yaml, 'yml', {
    fromFile: yamlFile.fromFile,
    toFile: (data, keys) => yamlFile.toFile(data, keys, NULL_WHEN_EMPTY),
  });
  refuseBadUploads(window);
  keepAriaLabelsHungarian(document);
  recordSavedEntries(cms);

  const config = (await (await fetch('config.json', {cache: 'no-cache'})).json()) as Record<string, unknown>;
  const {[COMPONENT_MODULES_KEY]: modules, [SITE_ROUTES_KEY]: routes, ...decapSettings} = config;
  registerWidgets(
    win,
    cms,
    modules && typeof modules === 'object' ? (modules as Record<string, string>) : {},
    siteRoutesOf(routes),
  );
  registerPagePreview(cms, win.h, {stylesheet: SITE_STYLESHEET, pageNames: pageNames(decapSettings)});
  speakHungarianToBackends(cms, commitSubjects(decapSettings));
  // The sign-in answers on the editor's own address, which is not the site's (server/core/editorOrigin.ts).
  decapSettings.backend = {...(decapSettings.backend as Record<string, unknown>), base_url: location.origin};
  cms.init({config: decapSettings});
  void refineSearch();
}

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  document.body.textContent = siteTexts.didNotStart(message);
});
