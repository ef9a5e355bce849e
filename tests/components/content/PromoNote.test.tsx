import {render, screen} from '@testing-library/react';

import PromoNote from '@site/src/components/content/PromoNote';

describe('PromoNote', () => {
  it('says 18+ and terms apply, linking the bonus terms and the responsible gaming page', () => {
    const {container} = render(<PromoNote />);
    expect(container.textContent).toBe(
      '18+ Csak nagykorúaknak. A bónuszokra és promóciókra feltételek vonatkoznak, a részletes szabályokat a Bónuszfeltételek oldalon olvashatod. Játssz felelősen – segítséget a Felelős játék oldalon találsz.',
    );
    expect(screen.getByRole('link', {name: 'Bónuszfeltételek'})).toHaveAttribute('href', '/bonus-terms/');
    expect(screen.getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
  });
});
