import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import DownloadButton from '@site/src/components/download/DownloadButton';
import {DOWNLOAD_CACHE_PREFIX} from '@site/src/lib/downloadLinkResolver';

import type {UserAgentName} from '../../fixtures/userAgents';
import {mockHistory} from '../../mocks/docusaurus/router';
import {contextFor, fetchMock, settle, useUserAgent} from './downloadSetup';
import type * as VisitorMock from './visitorMock';
import {visitor} from './visitorMock';

// The Download button: the download page in the static HTML, upgraded to the API's direct link on a device that
// has one, in place, and what a click does.
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('./visitorMock').visitorContextMock,
);

describe('DownloadButton', () => {
  it('links to the download page in the static HTML, whatever the visitor', () => {
    visitor.current = contextFor('iphoneSafari');
    const html = renderToString(<DownloadButton />);
    expect(html).toContain('href="/download/"');
    expect(html).toContain('Letöltés');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('upgrades to the API primary link on an iPhone, with one request for every control', async () => {
    useUserAgent('iphoneSafari');
    visitor.current = contextFor('iphoneSafari');
    render(
      <>
        <DownloadButton variant="header" />
        <DownloadButton variant="bare">Regisztráció</DownloadButton>
        <DownloadButton variant="block" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', {name: 'Regisztráció'})).toHaveAttribute(
        'href',
        'https://dl.example.com/ios/main',
      ),
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', 'https://dl.example.com/ios/main');
      expect(link).toHaveAttribute('data-download-source', 'api');
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU');
    expect(window.sessionStorage.getItem(`${DOWNLOAD_CACHE_PREFIX}GGPoker|ios|HU`)).toContain('ios/main');
  });

  it('uses the regional country when the geo call failed', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {geo: null});
    render(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=android&country=HU');
  });

  it('waits for geo and runtime config before asking', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {geoReady: false, geo: null});
    const {rerender} = render(<DownloadButton />);
    await settle();
    visitor.current = contextFor('android', {runtimeConfigStatus: 'loading'});
    rerender(<DownloadButton />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    visitor.current = contextFor('android', {geo: {country: 'AT', region: null, whitelisted: false}});
    rerender(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toContain('country=AT');
  });

  it.each<[UserAgentName, string]>([
    ['windows', 'https://installer.example.com/gg/GGPokerSetup.exe'],
    ['macos', 'https://installer.example.com/gg/GGPoker.dmg'],
  ])('gives %s the installer from desktopInstallerBaseUrl without calling the API', async (name, expected) => {
    useUserAgent(name);
    visitor.current = contextFor(name);
    render(<DownloadButton />);
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', expected));
    expect(screen.getByRole('link')).toHaveAttribute('data-download-source', 'installer');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the download page for a crawler and before the device is known', async () => {
    useUserAgent('googlebot');
    visitor.current = contextFor('googlebot');
    render(<DownloadButton />);
    await settle();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/download/');
    visitor.current = contextFor(null);
    render(<DownloadButton>Másik</DownloadButton>);
    await settle();
    expect(screen.getByRole('link', {name: 'Másik'})).toHaveAttribute('href', '/download/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('upgrades the same element in place, so a keyboard user who tabbed to it keeps the focus', async () => {
    useUserAgent('iphoneSafari');
    visitor.current = contextFor('iphoneSafari');
    render(<DownloadButton />);
    const before = screen.getByRole('link');
    expect(before).toHaveAttribute('href', '/download/');
    before.focus();
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', 'https://dl.example.com/ios/main'));
    expect(screen.getByRole('link')).toBe(before);
    expect(document.activeElement).toBe(before);
  });

  it('opens the download page in the app on a plain click, and leaves modified clicks to the browser', () => {
    visitor.current = contextFor(null);
    render(<DownloadButton />);
    const link = screen.getByRole('link');
    const plain = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    fireEvent(link, plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(mockHistory.push).toHaveBeenCalledWith('/download/');
    mockHistory.push.mockReset();
    const withCtrl = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true});
    // jsdom cannot open a tab: the document (after React's root listener) stops the navigation itself.
    const stop = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      fireEvent(link, withCtrl);
    } finally {
      document.removeEventListener('click', stop);
    }
    expect(mockHistory.push).not.toHaveBeenCalled();
  });

  it('while blocked leads home and sends a click home', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {downloadBlocked: true});
    render(<DownloadButton />);
    await settle();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-download-source', 'blocked');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(mockHistory.push).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the caller’s onClick too', () => {
    visitor.current = contextFor(null);
    // The caller cancels the navigation itself (jsdom cannot navigate).
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(<DownloadButton onClick={onClick} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mockHistory.push).not.toHaveBeenCalled();
  });
});
