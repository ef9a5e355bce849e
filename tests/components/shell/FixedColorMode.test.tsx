import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import FixedColorMode from '@site/src/components/shell/FixedColorMode';

// The shared stand-in renders nothing; here the head tags are rendered in place to read them.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children?: ReactNode}) => children,
}));

let colorMode: Record<string, unknown> = {};
jest.mock('@docusaurus/theme-common', () => ({useThemeConfig: () => ({colorMode})}));

function rendered(mode: Record<string, unknown>): string {
  colorMode = mode;
  return renderToStaticMarkup(<FixedColorMode />);
}

describe('FixedColorMode', () => {
  it("names the one colour mode of a site without a switch that ignores the system's preference", () => {
    expect(rendered({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false})).toMatch(
      /^<html data-theme="dark">/,
    );
    expect(rendered({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false})).toMatch(
      /^<html data-theme="light">/,
    );
  });

  it("names nothing where the visitor or the system chooses (the theme's script decides)", () => {
    expect(rendered({defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false})).toBe('');
    expect(rendered({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true})).toBe('');
  });
});
