import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import {mockHistory, setMockLocation} from '../../mocks/docusaurus/router';
import {config, geo, mockFetch, Probe, renderSite, settled} from './visitorContextPage';

// What the visitor context decides once its answers are in: the region warning and the Ontario modal, blocked
// downloads, and the defaults outside the provider.
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

  it('opens the warning on home for a WARNING country; OK stores closeRM=1', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    const dialog = await screen.findByRole('dialog', {name: 'Nem elérhető az országodban'});
    expect(dialog).toHaveTextContent('nem kínálunk valódi pénzes szerencsejátékot');
    await userEvent.click(screen.getByRole('button', {name: 'Rendben'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('closes the warning with X as well', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', {name: 'Figyelmeztetés bezárása'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('does not open the warning with closeRM=1, off home/download, or whitelisted', async () => {
    document.cookie = 'closeRM=1; path=/';
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a tampered closeRM as absent', async () => {
    document.cookie = 'closeRM=true; path=/';
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open the warning on another page or for a whitelisted visitor', async () => {
    setMockLocation({pathname: '/about-us/'});
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open the warning for a whitelisted visitor', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR', null, true)});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Ontario modal with the query carried to the Canadian site; continue stores closeRM=1', async () => {
    setMockLocation({pathname: '/funds/', search: '?btag=a b&x=<script>'});
    mockFetch({config: config({}), geo: geo('CA', 'ON')});
    renderSite();
    const dialog = await screen.findByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});
    expect(dialog.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', {name: 'Tovább az ontariói oldalra'})).toHaveAttribute(
      'href',
      'https://www.ggpoker.ca/?btag=a+b&x=%3Cscript%3E',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Folytatás'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('blocks downloads off home/download/poker-school for a BLOCKED country and sends the click home', async () => {
    setMockLocation({pathname: '/funds/'});
    mockFetch({config: config({US: {ruleType: 'BLOCKED'}}), geo: geo('US')});
    renderSite();
    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('true'));
    mockHistory.push.mockClear();
    await userEvent.click(screen.getByRole('link', {name: 'download'}));
    expect(mockHistory.push).toHaveBeenCalledWith('/');
  });

  it('does not block on the poker school', async () => {
    setMockLocation({pathname: '/poker-school/poker-terms/'});
    mockFetch({config: config({US: {ruleType: 'BLOCKED'}}), geo: geo('US')});
    renderSite();
    await settled();
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });

  it('gives defaults to consumers outside the provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });
});
