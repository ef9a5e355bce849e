/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import Card from '@site/src/components/poker/Card';
import Hand from '@site/src/components/poker/Hand';

describe('Hand', () => {
  it('draws every card as SVG and names the hand in Hungarian', () => {
    const {container} = render(<Hand cards="As Ks Qs Js Ts" />);
    const hand = screen.getByRole('img', {name: 'pikk ász, pikk király, pikk dáma, pikk bubi, pikk tízes'});
    expect(hand.querySelectorAll('svg')).toHaveLength(5);
    // The ten is printed "10", as everywhere on the site.
    expect(container).toHaveTextContent('AKQJ10');
  });

  it('keeps hole cards and the board apart, with captions and a two-part name', () => {
    render(<Hand cards="A♥ K♥" board="Q♥ J♥ 7♣ 10♥ 2♠" />);
    const hand = screen.getByRole('img', {
      name: 'Saját lapok: kőr ász, kőr király; Közös lapok: kőr dáma, kőr bubi, treff hetes, kőr tízes, pikk kettes',
    });
    expect(hand).toHaveTextContent('Saját lapok');
    expect(hand).toHaveTextContent('Közös lapok');
    expect(hand.querySelectorAll('svg.hole')).toHaveLength(2);
    expect(hand.querySelectorAll('.board svg')).toHaveLength(5);
  });

  it('has a compact inline variant without captions', () => {
    render(
      <p>
        A lapjaid <Hand inline kind="hole" cards="9d 8s" />.
      </p>,
    );
    const hand = screen.getByRole('img', {name: 'Saját lapok: káró kilences, pikk nyolcas'});
    expect(hand).toHaveClass('inline');
    expect(hand).not.toHaveTextContent('Saját lapok');
  });

  it('colours suits two ways, or four with fourColor', () => {
    const {rerender} = render(<Hand cards="Ad Ac" />);
    const faces = () => [...screen.getByRole('img').querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(faces()).toEqual([expect.stringContaining('diamond'), expect.stringContaining('club')]);
    expect(screen.getByRole('img')).not.toHaveClass('fourColor');
    rerender(<Hand cards="Ad Ac" fourColor />);
    expect(screen.getByRole('img')).toHaveClass('fourColor');
  });

  it('refuses an invalid or repeated card instead of drawing it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Hand cards="As Xs" />)).toThrow('invalid card "Xs"');
    expect(() => render(<Hand cards="As" board="As Kd Qc" />)).toThrow('duplicate card "As"');
  });
});

describe('Card', () => {
  it('draws one card named in Hungarian', () => {
    render(<Card card="Qh" />);
    expect(screen.getByRole('img', {name: 'kőr dáma'}).querySelector('svg')).not.toBeNull();
  });

  it('refuses more than one card', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Card card="Qh Kh" />)).toThrow('exactly one card expected');
  });
});
