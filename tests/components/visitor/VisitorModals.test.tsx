import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import {VisitorContextProvider} from '@site/src/components/visitor/VisitorContext';
import VisitorModals from '@site/src/components/visitor/VisitorModals';

import {setMockLocation} from '../../mocks/docusaurus/router';

/** Runtime config with FR as a warning country, and the geo answer given. */
function answerWith(geo: {country: string; region: string | null}): void {
  globalThis.fetch = jest.fn((url: string) => {
    const body = url.includes('runtime-config.json')
      ? JSON.stringify({geolocationRules: {FR: {ruleType: 'WARNING'}}})
      : url.includes('api/geo')
        ? JSON.stringify({...geo, whitelisted: false})
        : '';
    return Promise.resolve({status: 200, headers: {get: () => null}, text: async () => body, body: null});
  }) as unknown as typeof fetch;
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);

describe('VisitorModals (loaded on demand)', () => {
  it('loads and opens the region warning for a warning country, and closes it for good', async () => {
    setMockLocation({pathname: '/'});
    answerWith({country: 'FR', region: null});
    render(
      <VisitorContextProvider>
        <VisitorModals />
      </VisitorContextProvider>,
    );
    await screen.findByRole('dialog', {name: 'Nem elérhető az országodban'});
    await userEvent.click(screen.getByRole('button', {name: 'Rendben'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('loads the Ontario modal for a visitor in Ontario', async () => {
    setMockLocation({pathname: '/funds/'});
    answerWith({country: 'CA', region: 'ON'});
    render(
      <VisitorContextProvider>
        <VisitorModals />
      </VisitorContextProvider>,
    );
    expect(await screen.findByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'})).toBeInTheDocument();
  });

  it('shows nothing to a visitor from Hungary', async () => {
    setMockLocation({pathname: '/'});
    answerWith({country: 'HU', region: null});
    const {container} = render(
      <VisitorContextProvider>
        <VisitorModals />
      </VisitorContextProvider>,
    );
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
