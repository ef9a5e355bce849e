import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {type Browser, chromium, type LaunchOptions} from '@playwright/test';

/** Debian's Chromium (browser downloads are not possible here): the whole browser, as visitors run it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * For the browser suites: a page load costs the headless shell about half the CPU (the e2e suite took 269 s
 * instead of 370 s on the same machine). Its pixels differ slightly, so the screenshots stay on CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** DejaVu from the npm package: the same fonts on every machine. */
const PROJECT_FONTS_DIR = path.resolve(__dirname, '../../node_modules/dejavu-fonts-ttf/ttf');

/** Rasterising of every glyph, web fonts included: fixed because machines differ in it as much as in their fonts. */
const RENDERING = [
  '  <match target="font">',
  '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
  '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
  '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
  '    <edit name="rgba" mode="assign"><const>none</const></edit>',
  '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
  '    <edit name="autohint" mode="assign"><bool>false</bool></edit>',
  '    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>',
  '  </match>',
];

function writeFontConfig(name: string, body: readonly string[]): string {
  const dir = path.join(os.tmpdir(), `ggphu-fontconfig-${process.getuid?.() ?? 0}`);
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, name);
  const lines = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...body,
    `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
    ...RENDERING,
    '</fontconfig>',
    '',
  ];
  writeFileSync(file, lines.join('\n'));
  return file;
}

/**
 * Only the project's fonts, for what the browser draws itself (a broken image's alt text, the moment before the
 * web font arrives), so a screenshot is the same whatever fonts a machine has installed.
 */
function projectFontConfig(): string {
  const alias = (generic: string, family: string) =>
    `  <alias binding="strong"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return writeFontConfig('project.conf', [
    `  <dir>${PROJECT_FONTS_DIR}</dir>`,
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    alias('system-ui', 'DejaVu Sans'),
  ]);
}

export function chromiumEnv(fontConfig: string = projectFontConfig()): Record<string, string> {
  // Node's environment holds only strings; its type allows undefined for a name that is absent.
  return {...(process.env as Record<string, string>), FONTCONFIG_FILE: fontConfig};
}

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: chromiumEnv(), ...options});
}
