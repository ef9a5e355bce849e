/** @jest-environment jsdom */
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import UtilityMenu from '@site/src/components/shell/UtilityMenu';

import {installPopoverStandIn, isOpen, popoverOf} from '../../helpers/popoverStandIn';
import {setMockLocation} from '../../mocks/docusaurus/router';

beforeEach(() => setMockLocation({pathname: '/contact/'}));

describe('UtilityMenu', () => {
  it('shows items with isShow only; external ones open in a new tab', () => {
    render(<UtilityMenu variant="bar" />);
    const nav = screen.getByRole('navigation', {name: 'Kiegészítő menü'});
    expect(within(nav).getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
    const support = within(nav).getByRole('link', {name: /Ügyfélszolgálat/});
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    expect(support).toHaveTextContent('(új lapon nyílik meg)');
    expect(within(nav).queryByText('VIP-bolt')).toBeNull();
  });

  it('in the bar, an item with children is a button of a popover list, closed by a chosen link', async () => {
    const uninstall = installPopoverStandIn();
    const user = userEvent.setup();
    render(<UtilityMenu variant="bar" />);
    const about = screen.getByRole('button', {name: 'Információ'});
    const list = popoverOf(about);
    expect(about).not.toHaveAttribute('aria-expanded');
    expect(isOpen(about)).toBe(false);
    await user.click(about);
    expect(isOpen(about)).toBe(true);
    const contact = within(list).getByRole('link', {name: 'Kapcsolat'});
    expect(contact).toHaveAttribute('aria-current', 'page');
    contact.addEventListener('click', (event) => event.preventDefault());
    await user.click(contact);
    expect(isOpen(about)).toBe(false);
    uninstall();
  });

  it('in the list variant shows children under their group title', () => {
    render(<UtilityMenu variant="list" />);
    // Its own name: the header's bar is on the same page.
    expect(screen.getByRole('navigation', {name: 'Mobil kiegészítő menü'})).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Információ', {selector: 'span'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Partnerprogram'})).toHaveAttribute('href', '/affiliate-program/');
    act(() => undefined);
  });
});
