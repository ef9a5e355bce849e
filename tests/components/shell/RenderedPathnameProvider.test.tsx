/** @jest-environment jsdom */
import {act} from '@testing-library/react';
import React from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';

import {RenderedPathnameProvider} from '@site/src/components/shell/nav/RenderedPathnameProvider';
import QuickButtons from '@site/src/components/shell/QuickButtons';
import SiteHeader from '@site/src/components/shell/SiteHeader';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {setMockPluginData} from '../../mocks/docusaurus/useGlobalData';

// The site's routes as Docusaurus lists them: here, the two pages these tests open.
jest.mock('@site/src/components/shell/nav/isSiteRoute', () => ({
  isSiteRoute: (pathname: string) => ['/responsible-gaming/', '/poker-school/'].includes(pathname),
}));

const tree = (
  <RenderedPathnameProvider>
    <SiteHeader />
    <QuickButtons />
  </RenderedPathnameProvider>
);

/** The page's HTML rendered for `renderedFor`, hydrated at `visitedAt`; returns what React reported. */
async function hydrate(renderedFor: string, visitedAt: string): Promise<{container: HTMLElement; errors: unknown[]}> {
  setMockLocation({pathname: renderedFor});
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  setMockLocation({pathname: visitedAt});
  const errors: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, {onRecoverableError: (error) => errors.push(error)});
  });
  cleanups.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return {container, errors};
}

const cleanups: (() => void)[] = [];

beforeEach(() => {
  setMockPluginData('ambassadors', {ambassadors: []});
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  jest.restoreAllMocks();
});

const chatButton = (container: HTMLElement) => container.querySelector('button[data-chat-button]');
const subMenu = (container: HTMLElement) => container.querySelector('[data-embed-part="sub-menu"]');

describe('RenderedPathnameProvider', () => {
  it('hydrates the error page as rendered for /404.html, then shows the chat pages’ help button', async () => {
    const {container, errors} = await hydrate('/404.html', '/responsible-gaming/nincs-ilyen-oldal/');
    expect(errors).toEqual([]);
    expect(chatButton(container)).not.toBeNull();
  });

  it('hydrates the error page as rendered for /404.html, then shows the section’s sub-menu', async () => {
    const {container, errors} = await hydrate('/404.html', '/poker-school/nincs-ilyen-oldal/');
    expect(errors).toEqual([]);
    expect(subMenu(container)).not.toBeNull();
  });

  it('hydrates a page as rendered for its own path', async () => {
    const {container, errors} = await hydrate('/responsible-gaming/', '/responsible-gaming/');
    expect(errors).toEqual([]);
    expect(chatButton(container)).not.toBeNull();
  });
});
