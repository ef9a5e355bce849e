// The statutory notice wherever a page quotes an amount, a prize or a multiplier, on every built page of every
// region (build/ and each build-<region>/): the region's own harms warning, from its code.json (the one wording
// the offer notes and the footer share), must be on the same page; and a multiplier appears only beside its
// chance, that is not at all while the chance is an unknown operator fact. The footer carries the notice on
// every page, so this holds as long as it does; a page or a region without it fails here.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {ADMIN_DIR} from '../../../plugins/writers-editor/adminFiles';
import {DEFAULT_REGION_ID, REGIONS} from '../../../regions';
import {buildPath, PRODUCTION_BUILD, regionBuildDir, SITE_ROOT} from '../../../site/paths';

/** A quoted amount: dollars either side of the number, or play money („20 000 P”). */
const AMOUNT = /\d[\d\u00a0\u202f ,.]*\s?(?:C?\$|P(?![\p{L}\p{N}]))|(?:C?\$)\s?\d/gu;

/** A prize multiplier: „200 000×”, „200 000-szerese”, "200,000x", "200,000 times the buy-in". */
const MULTIPLIER =
  /\d[\d\u00a0\u202f ,.]*(?:\s?×|x(?![\p{L}\p{N}])|-sz[eo]r[eo]s\p{L}*|\s+times\s+(?:the|your)\s+(?:buy-in|stake|bet))/giu;

interface RegionBuild {
  id: string;
  dir: string;
  /** The harms warning as the region's pages write it. */
  harms: string;
  /** The top multiplier's chance, or `undefined` while it is an unknown fact. */
  chance: string | undefined;
}

function regionBuilds(): RegionBuild[] {
  return Object.values(REGIONS).map((config) => {
    const dir = buildPath(config.id === DEFAULT_REGION_ID ? PRODUCTION_BUILD : regionBuildDir(config.id));
    const codeJson = JSON.parse(
      readFileSync(path.join(SITE_ROOT, 'i18n', config.locale, 'code.json'), 'utf8'),
    ) as Record<string, {message: string} | undefined>;
    const {value} = config.operatorFacts.facts.spinGoldTopMultiplierChance;
    return {
      id: config.id,
      dir,
      harms: codeJson.STATUTORY_HARMS?.message ?? '',
      chance: value.status === 'known' ? value.value : undefined,
    };
  });
}

const {window} = new JSDOM();
const parser = new window.DOMParser();

/** What a visitor reads of a page: its description and its body text, without scripts and styles. */
function visitorText(html: string): string {
  const document = parser.parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, style, noscript, template')) element.remove();
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${description}\n${document.body.textContent}`;
}

function pagesOf(dir: string): string[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_DIR}/`))
    .sort();
}

export function describeStatutoryNotice(): void {
  describe.each(regionBuilds().map((build) => [build.id, build] as const))(
    'the statutory notice and the multipliers on the built site of %s',
    (id, build) => {
      // Read and parsed once for both tests of the region, when the first asks.
      let read: {file: string; text: string}[] | undefined;
      const pages = (): {file: string; text: string}[] => {
        if (!existsSync(path.join(build.dir, 'index.html'))) {
          throw new Error(
            `${build.dir} has no index.html: build it first (${id === DEFAULT_REGION_ID ? 'npm run build' : `REGION=${id} npm run build:region`})`,
          );
        }
        read ??= pagesOf(build.dir).map((file) => ({
          file,
          text: visitorText(readFileSync(path.join(build.dir, file), 'utf8')),
        }));
        return read;
      };

      it('has its own harms warning to look for', () => {
        expect(build.harms.length).toBeGreaterThan(20);
      });

      it('quotes no amount, prize or multiplier on a page without the statutory notice', () => {
        // `search` ignores the g flag's remembered place, so each page is read from its start.
        const quoting = pages().filter(({text}) => text.search(AMOUNT) !== -1 || text.search(MULTIPLIER) !== -1);
        expect(quoting.length).toBeGreaterThan(0);
        const withoutNotice = quoting.filter(({text}) => !text.includes(build.harms)).map(({file}) => file);
        expect({region: id, withoutNotice}).toEqual({region: id, withoutNotice: []});
      });

      it('shows no multiplier without its chance on the same page', () => {
        const bare = pages().flatMap(({file, text}) => {
          const found = [...text.matchAll(MULTIPLIER)].map((match) => match[0].trim());
          return found.length > 0 && (build.chance === undefined || !text.includes(build.chance))
            ? [{file, found}]
            : [];
        });
        expect({region: id, bare}).toEqual({region: id, bare: []});
      });
    },
  );
}
