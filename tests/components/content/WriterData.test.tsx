/** @jest-environment jsdom */
import {render} from '@testing-library/react';

import Fig from '@site/src/components/content/Fig';

const NBSP = '\u00a0';

describe('Fig', () => {
  it('shows a figure from the figures data, formatted the Hungarian way', () => {
    const {container} = render(
      <p>
        akár <Fig id="welcomeMatchCap" />
        -ig, <Fig id="spinGoldMinBuyIn" />, <Fig id="spinGoldMaxMultiplier" />,{' '}
        <Fig id="spinGoldMaxMultiplier" numberOnly />
      </p>,
    );
    expect(container.textContent).toBe(`akár 600${NBSP}$-ig, 0,25${NBSP}$, 200${NBSP}000×, 200${NBSP}000`);
  });

  it('stops with the id named when the id is not in the data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Fig id="welcomeBonus" />)).toThrow('<Fig id="welcomeBonus" />: nincs ilyen adat');
  });
});
