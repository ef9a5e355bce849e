/** @jest-environment jsdom */
import {render} from '@testing-library/react';
import React, {type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';

import StaticContent from '@site/src/components/kit/StaticContent';

/** Server-renders the content, then hydrates it as the browser does, counting the component's renders. */
function serverThenHydrate(content: (renders: jest.Mock) => ReactNode) {
  const renders = jest.fn();
  const tree = <StaticContent>{content(renders)}</StaticContent>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  renders.mockClear();
  render(tree, {container, hydrate: true});
  return {container, renders, serverHtml};
}

function Paragraph({renders, children}: {renders: jest.Mock; children: ReactNode}): ReactNode {
  renders();
  return <p>{children}</p>;
}

// As on a page the browser has just loaded: Docusaurus sets it to "true" once the page has hydrated.
beforeEach(() => {
  document.documentElement.dataset.hasHydrated = 'false';
});

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hasHydrated;
});

describe('StaticContent', () => {
  it('keeps static content as the server wrote it: no component of it runs on hydration', () => {
    const {container, renders, serverHtml} = serverThenHydrate((count) => (
      <Paragraph renders={count}>Szöveg</Paragraph>
    ));
    expect(renders).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('[data-static-content] p')).toHaveTextContent('Szöveg');
  });

  it('hydrates content that holds a control needing the browser', () => {
    const {renders} = serverThenHydrate((count) => (
      <>
        <Paragraph renders={count}>Szöveg</Paragraph>
        <button type="button" data-needs-hydration="">
          Letöltés
        </button>
      </>
    ));
    expect(renders).toHaveBeenCalled();
  });

  it('renders content normally after the first page (a client-side navigation)', () => {
    serverThenHydrate((count) => <Paragraph renders={count}>Első</Paragraph>);
    document.documentElement.dataset.hasHydrated = 'true';
    const next = jest.fn();
    const {container} = render(
      <StaticContent>
        <Paragraph renders={next}>Második</Paragraph>
      </StaticContent>,
    );
    expect(next).toHaveBeenCalled();
    expect(container).toHaveTextContent('Második');
  });

  it('renders its children where there is no server HTML', () => {
    const {container} = render(
      <StaticContent>
        <p>Kliens</p>
      </StaticContent>,
    );
    expect(container.querySelector('[data-static-content] p')).toHaveTextContent('Kliens');
  });
});
