import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {staticFileFindings} from '@site/scripts/check/rules/staticFiles';
import {SITE_ROOT as ROOT} from '@site/site/paths';
import {formatText} from '@site/src/lib/check/finding';
import {IMAGE_MAX_BYTES} from '@site/src/lib/imageRules';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const CLEAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>';

let root: string;

function plant(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ggphu-static-check-'));
  mkdirSync(path.join(root, 'regions/GGPHU'), {recursive: true});
  plant('static/robots.txt', 'User-agent: *\n');
  plant('static/chat-stand-in/embedded-messaging.js', 'window.x = 1;\n');
  plant('static/img/logo.svg', CLEAN_SVG);
  plant('static/img/uploads/kep.png', PNG);
  plant('static/img/uploads/foto.jpg', JPEG);
  plant('regions/GGPCA/static/img/badge.svg', CLEAN_SVG);
});

afterEach(() => rmSync(root, {recursive: true, force: true}));

const lines = () => staticFileFindings({rootDir: root}).findings.map(formatText);

describe('the static folders in the writers’ check', () => {
  it('finds nothing in images, scripts of the site’s own and clean drawings', () => {
    const {findings, files} = staticFileFindings({rootDir: root});
    expect(findings).toEqual([]);
    expect(files.sort()).toEqual(
      [
        'regions/GGPCA/static/img/badge.svg',
        'static/chat-stand-in/embedded-messaging.js',
        'static/img/logo.svg',
        'static/img/uploads/foto.jpg',
        'static/img/uploads/kep.png',
        'static/robots.txt',
      ].map(path.normalize),
    );
  });

  it('refuses every file a browser opens as a page, in static/ and in a region’s static/', () => {
    plant('static/oldal.html', '<!doctype html><script>alert(1)</script>');
    plant('static/docs/regi.HTM', '<p>x</p>');
    plant('regions/GGPCA/static/x.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"/>');
    plant('static/feed.xml', '<?xml version="1.0"?><x/>');
    const fix = 'Töröld a fájlt; új oldalt MDX-fájlként írj az oldalak mappájába (npm run new)';
    const page = (extension: string) =>
      `A ${extension} fájl a webhely címén oldalként nyílna meg, és a benne lévő parancsfájl (script) a webhely nevében futna  →  ${fix}`;
    expect(lines().sort()).toEqual(
      [
        `regions/GGPCA/static/x.xhtml:1:1  [statikus-fajl] ${page('.xhtml')}`,
        `static/docs/regi.HTM:1:1  [statikus-fajl] ${page('.htm')}`,
        `static/feed.xml:1:1  [statikus-fajl] ${page('.xml')}`,
        `static/oldal.html:1:1  [statikus-fajl] ${page('.html')}`,
      ].sort(),
    );
  });

  it.each([
    ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//x")</script></svg>'],
    ['an event attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    [
      'a javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    ],
    ['an embedded page', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe/></foreignObject></svg>'],
  ])('refuses an SVG with %s', (_what, svg) => {
    plant('static/img/rajz.svg', svg);
    expect(lines()).toEqual([
      'static/img/rajz.svg:1:1  [statikus-fajl] Az SVG-ben parancsfájl (<script>, on… kezdetű eseménykezelő, javascript: hivatkozás vagy beágyazott dokumentum) van, amely a webhely nevében futna  →  Töröld ezeket a rajzból, vagy mentsd el a képet PNG-formátumban',
    ]);
  });

  it('takes only the editor’s images in the uploads folder, told by content', () => {
    plant('static/img/uploads/oldal.html', '<!doctype html><script>alert(1)</script>');
    plant('static/img/uploads/tiszta.svg', CLEAN_SVG);
    plant('static/img/uploads/atnevezett.png', 'MZ\u0090\u0000 not an image');
    plant('static/img/uploads/png.gif', PNG);
    plant('regions/GGPCA/static/img/uploads/nagy.png', Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]));
    const notAnImage =
      'A fájl tartalma alapján nem kép (csak PNG, JPEG, GIF, WebP vagy AVIF lehet)  →  Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban, vagy töröld a fájlt';
    expect(lines().sort()).toEqual(
      [
        'regions/GGPCA/static/img/uploads/nagy.png:1:1  [feltoltes] A kép túl nagy: 301 KB (legfeljebb 300 KB)  →  Méretezd át legfeljebb 1600 px szélesre, és mentsd WebP-be vagy tömörített PNG-be, vagy töröld a fájlt',
        `static/img/uploads/atnevezett.png:1:1  [feltoltes] ${notAnImage}`,
        `static/img/uploads/oldal.html:1:1  [feltoltes] ${notAnImage}`,
        'static/img/uploads/png.gif:1:1  [feltoltes] A fájl neve (.gif) nem illik a tartalmához: ez egy PNG-kép  →  Nevezd át .png kiterjesztésűre, vagy töröld a fájlt',
        'static/img/uploads/tiszta.svg:1:1  [feltoltes] SVG-fájlt nem lehet feltölteni: parancsfájlt (scriptet) is hordozhat, amely a webhely nevében futna  →  Mentsd el a képet PNG-, JPEG- vagy WebP-formátumban, vagy töröld a fájlt',
      ].sort(),
    );
  });

  it('checks only the chosen files when given a selection', () => {
    plant('static/oldal.html', '<script>alert(1)</script>');
    plant('static/masik.html', '<script>alert(2)</script>');
    const {findings, files} = staticFileFindings({rootDir: root, only: new Set([path.normalize('static/masik.html')])});
    expect(files).toEqual([path.normalize('static/masik.html')]);
    expect(findings.map((found) => found.file)).toEqual(['static/masik.html']);
  });

  it('finds nothing in the repository’s own static folders', () => {
    expect(staticFileFindings({rootDir: ROOT}).findings).toEqual([]);
  });
});
