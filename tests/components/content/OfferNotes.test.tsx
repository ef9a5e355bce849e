/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

import enCa from '@site/i18n/en-CA/code.json';
import PromoNote from '@site/src/components/content/PromoNote';
import StatutoryNotice from '@site/src/components/content/StatutoryNotice';
import TournamentNote from '@site/src/components/content/TournamentNote';
import {inRegion} from '@site/tests/helpers/inRegion';

const STATUTORY =
  'A túlzásba vitt szerencsejáték függőséghez vezethet. Játssz felelősen – limitek, önkizárás és segítség: Felelős játék.';

describe('the statutory wording on every offer', () => {
  it('PromoNote: the age, the bonus terms, the harms of gambling and where help is', () => {
    const {container} = render(<PromoNote />);
    expect(container.textContent).toBe(
      `18+ 18 éven aluliak nem játszhatnak. A bónuszokra és promóciókra feltételek vonatkoznak, ezeket a Bónuszfeltételek oldalon olvashatod. ${STATUTORY}`,
    );
    expect(screen.getByRole('link', {name: 'Bónuszfeltételek'})).toHaveAttribute('href', '/bonus-terms/');
    expect(screen.getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
  });

  it('TournamentNote: the same wording with where a tournament’s rules are, and no bonus terms', () => {
    const {container} = render(<TournamentNote />);
    expect(container.textContent).toBe(
      `18+ 18 éven aluliak nem játszhatnak. A verseny szabályait és díjtáblázatát nevezés előtt nézd meg a kliens versenylobbyjában. ${STATUTORY}`,
    );
    expect(screen.queryByRole('link', {name: 'Bónuszfeltételek'})).toBeNull();
  });

  it('StatutoryNotice: the wording alone, for the bonus terms page itself (no link to itself)', () => {
    const {container} = render(<StatutoryNotice />);
    expect(container.textContent).toBe(`18+ 18 éven aluliak nem játszhatnak. ${STATUTORY}`);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("takes the age from the region's data: 19 in Ontario", () => {
    inRegion('GGPCA', () => {
      const Notice = jest.requireActual<{default: () => null}>('@site/src/components/content/StatutoryNotice').default;
      const {container} = render(<Notice />);
      expect(container.textContent).toMatch(/^19\+ 19 éven aluliak nem játszhatnak\./);
    });
  });

  it("is written in the Canadian site's own language, with the age as a placeholder", () => {
    expect(enCa.STATUTORY_AGE.message).toBe('For players aged {age} and over only.');
    expect(enCa.STATUTORY_HARMS.message).toBe('Gambling too much can lead to addiction.');
    expect(enCa.STATUTORY_HELP.message).toMatch(/self-exclusion/);
  });
});
