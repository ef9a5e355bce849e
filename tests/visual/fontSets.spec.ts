import {execFileSync} from 'node:child_process';

import {machineFontConfig, PROJECT_FONTS_DIR, projectFontConfig} from '../../scripts/browser/chromium';
import {expect, test} from '../e2e/fixtures';

/**
 * The two font sets the screenshots are compared with (./machineFonts.ts) really differ: the project's alone has no
 * Liberation, the machine's has it. Without that, "the same pixels with both" would prove nothing.
 */

/** Every installed font with the system's rules: a page that named Arial would differ between the two sets. */
const MACHINE_FONT_CONFIG = machineFontConfig();

/** The families fontconfig finds through a configuration file. */
function familiesOf(fontConfig: string): string {
  return execFileSync('fc-list', [':', 'family'], {
    env: {...process.env, FONTCONFIG_FILE: fontConfig},
    encoding: 'utf8',
  });
}

test.describe('one look on every font set', () => {
  test('the two font sets differ: the second has Liberation, the first has not', () => {
    expect(familiesOf(projectFontConfig())).not.toContain('Liberation');
    expect(familiesOf(MACHINE_FONT_CONFIG)).toContain('Liberation Sans');
    expect(familiesOf(projectFontConfig())).toContain('DejaVu Sans');
    expect(PROJECT_FONTS_DIR).toContain('dejavu-fonts-ttf');
  });
});
