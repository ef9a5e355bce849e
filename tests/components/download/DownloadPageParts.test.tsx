/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import AccountHints from '@site/src/components/download/AccountHints';
import SystemRequirements, {requirementPlatformOf} from '@site/src/components/download/SystemRequirements';
import {SYSTEM_REQUIREMENTS} from '@site/src/data/systemRequirements';
import {type DeviceInfo, getDeviceInfo} from '@site/src/lib/deviceInfo';

import {USER_AGENTS} from '../../fixtures/userAgents';

let mockDevice: DeviceInfo | null = null;

jest.mock('@site/src/components/visitor/VisitorContext', () => ({
  useDevice: () => mockDevice,
}));

describe('AccountHints', () => {
  it('shows the email address field label and the password rule list', () => {
    render(<AccountHints />);
    expect(screen.getByText('E-mail-cím').tagName).toBe('DT');
    expect(screen.getByText('Jelszó').tagName).toBe('DT');
    const rules = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual(['kisbetűket (a–z)', 'számokat (0–9)']);
  });
});

describe('SystemRequirements', () => {
  beforeEach(() => {
    mockDevice = null;
  });

  it('lists every platform with its minimums and marks none in the static HTML', () => {
    const html = renderToString(<SystemRequirements />);
    expect(html).not.toContain('data-current');
    render(<SystemRequirements />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-platform'))).toEqual(['windows', 'macos', 'android', 'ios']);
    const text = (platform: string): string =>
      cards.find((card) => card.getAttribute('data-platform') === platform)?.textContent ?? '';
    // A number and its unit are joined by a no-break space, so they never split across lines.
    expect(text('windows')).toContain('Windows 8 vagy újabb');
    expect(text('windows')).toContain('3\u00a0GHz');
    expect(text('windows')).toContain('2\u00a0GB');
    expect(text('windows')).toContain('3\u00a0GB');
    expect(text('macos')).toContain('macOS 10.13 vagy újabb');
    expect(text('android')).toContain('Android 6.0 vagy újabb');
    expect(text('android')).toContain('2\u00a0GB');
    expect(text('android')).toContain('500\u00a0MB');
    expect(text('ios')).toContain('iPhone 6S vagy újabb');
    expect(text('ios')).toContain('500\u00a0MB');
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(SYSTEM_REQUIREMENTS.length);
  });

  it.each([
    ['android', 'android'],
    ['iphoneChrome', 'ios'],
    ['windows', 'windows'],
    ['macos', 'macos'],
  ] as const)('highlights the visitor’s platform after hydration (%s → %s)', (ua, platform) => {
    mockDevice = getDeviceInfo(USER_AGENTS[ua]);
    render(<SystemRequirements />);
    const current = document.querySelectorAll('[data-current="true"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('data-platform', platform);
    expect(within(current[0] as HTMLElement).getByText('A te eszközöd')).toBeInTheDocument();
  });

  it('highlights nothing for crawlers and unknown systems', () => {
    expect(requirementPlatformOf(getDeviceInfo(USER_AGENTS.googlebotSmartphone))).toBeNull();
    expect(requirementPlatformOf(getDeviceInfo(USER_AGENTS.linux))).toBeNull();
    expect(requirementPlatformOf(null)).toBeNull();
  });
});
