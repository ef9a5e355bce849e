import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {type Browser, chromium, type LaunchOptions} from '@playwright/test';

/**
 * Debian's Chromium (browser downloads are not possible here) and the flags that keep it off the network: the
 * whole browser, as visitors run it, for the screenshots, Lighthouse and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same version's Blink and V8 without
 * the browser's window layer, which is what Playwright itself runs for headless tests. The browser suites
 * (tests/e2e, tests/region) use it: a page load costs it about half the CPU (the e2e suite took 269 s instead
 * of 370 s on the same machine). Its pixels differ slightly, so the screenshots stay on CHROMIUM_PATH.
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

/** The fonts the project gives the browser: DejaVu, from the npm package, the same on every machine. */
export const PROJECT_FONTS_DIR = path.resolve(__dirname, '../../node_modules/dejavu-fonts-ttf/ttf');

/**
 * How every glyph is rasterised, web fonts included (Chromium asks fontconfig): grey anti-aliasing, slight
 * hinting. Fixed here because machines differ in it as much as in their fonts.
 */
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
 * A fontconfig file holding only the project's fonts, with the generic families pointed at them. The site draws
 * every word in its own web font; this covers what the browser draws itself (a broken image's alt text, the
 * moment before the web font arrives), so a screenshot is the same whatever fonts a machine has installed.
 */
export function projectFontConfig(): string {
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

/**
 * The machine's own configuration (every installed font, the system's aliases: Arial is Liberation Sans where it
 * is installed) with the same rasterising as the project's: what a browser without the project's file would
 * find, for the test that the site does not depend on it.
 */
export function machineFontConfig(): string {
  return writeFontConfig('machine.conf', ['  <include ignore_missing="no">/etc/fonts/fonts.conf</include>']);
}

/** The environment Chromium runs in: the machine's, with the project's font configuration. */
export function chromiumEnv(fontConfig: string = projectFontConfig()): Record<string, string> {
  // Node's environment holds only strings; its type allows undefined for a name that is absent.
  return {...(process.env as Record<string, string>), FONTCONFIG_FILE: fontConfig};
}

/** The scripts' one browser launcher: CHROMIUM_PATH with the flags and fonts above, `options` on top. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: chromiumEnv(), ...options});
}
