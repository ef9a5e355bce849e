/** @jest-environment jsdom */
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import {config, geo, mockFetch, Probe, renderSite, settled} from './visitorContextPage';

// What the visitor context decides once its answers are in, where the browser suite (tests/e2e/visitor-*.spec.ts)
// does not reach: the device it knows, the warning closed by X, a whitelisted visitor (the edge's own list), and
// the defaults outside the provider.
describe('VisitorContextProvider', () => {
  it('fetches the runtime config and geo once each, and knows the device', async () => {
    const fetchMock = mockFetch({config: config({}), geo: geo('HU')});
    renderSite();
    await settled();
    expect(screen.getByTestId('status').textContent).toBe('remote');
    expect(screen.getByTestId('geo').textContent).toBe('{"country":"HU","region":null,"whitelisted":false}');
    await waitFor(() => expect(screen.getByTestId('device').textContent).toBe('known'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/geo', '/runtime-config.json']);
  });

  it('closes the warning with X too, and stores closeRM=1', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', {name: 'Figyelmeztetés bezárása'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('does not open the warning for a whitelisted visitor', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR', null, true)});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives defaults to consumers outside the provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });
});
