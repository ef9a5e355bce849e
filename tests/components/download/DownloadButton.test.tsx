/** @jest-environment jsdom */
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import React from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import {toastStore} from '@site/src/lib/toastStore';

import {mockHistory} from '../../mocks/docusaurus/router';
import {contextFor, fakeResponse, fetchMock, settle, useUserAgent} from './downloadSetup';
import type * as VisitorMock from './visitorMock';
import {visitor} from './visitorMock';

// The Download button where the browser suite (tests/e2e/download.spec.ts: the static link, each device's link,
// one request for every control, the installers, a blocked country) does not reach: the answers it waits for, a
// crawler, the upgrade in place, and what a click does. Why a direct link fails (an error, a bad answer, no answer)
// is the download link client's (tests/unit/src/lib/downloadLinkResolver.client.test.ts).
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('./visitorMock').visitorContextMock,
);

describe('DownloadButton', () => {
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

  it('runs the caller’s onClick too', () => {
    visitor.current = contextFor(null);
    // The caller cancels the navigation itself (jsdom cannot navigate).
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(<DownloadButton onClick={onClick} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mockHistory.push).not.toHaveBeenCalled();
  });

  it('after a failed direct link, a click says why in a toast, once', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android');
    fetchMock.mockImplementation(async () => fakeResponse('{"error":"x"}', 500));
    render(<DownloadButton />);
    await settle();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('data-download-source', 'page');
    // jsdom cannot navigate; the click's own effects are what is tested.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    fireEvent.click(link);
    expect(toastStore.getSnapshot().map((toast) => toast.text)).toEqual([
      'A közvetlen letöltési link most nem érhető el, ezért a letöltési oldalra viszünk.',
    ]);
  });

  it('a working direct link shows no toast on click', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android');
    render(<DownloadButton />);
    await settle();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('data-download-source', 'api');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
