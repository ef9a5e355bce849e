import {render, screen} from '@testing-library/react';

import ContactEmail from '@site/src/components/content/ContactEmail';
import Fig from '@site/src/components/content/Fig';
import OperatorDetails from '@site/src/components/content/OperatorDetails';
import PromoNote from '@site/src/components/content/PromoNote';
import ResponseTime from '@site/src/components/content/ResponseTime';
import {CONTACT} from '@site/src/data/contact';
import {LEGAL} from '@site/src/data/legal';

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

describe('PromoNote', () => {
  it('says 18+ and terms apply, linking the terms page', () => {
    const {container} = render(<PromoNote />);
    expect(container.textContent).toBe(
      '18+ Csak 18 éven felülieknek. A bónuszokra és promóciókra feltételek vonatkoznak, a részleteket az Általános Szerződési Feltételekben találod.',
    );
    expect(screen.getByRole('link', {name: 'Általános Szerződési Feltételekben'})).toHaveAttribute(
      'href',
      '/terms-conditions/',
    );
  });
});

describe('contact and legal facts not filled in yet', () => {
  it('the data leaves unknown addresses, times and operator facts empty instead of guessing', () => {
    expect(Object.values(CONTACT.emails)).toEqual([null, null, null]);
    expect(Object.values(CONTACT.responseTimes)).toEqual([null, null, null]);
    expect([LEGAL.operatorCompany, LEGAL.licence, LEGAL.disputeBody]).toEqual([null, null, null]);
  });

  it('ContactEmail tells where to ask for the address, with no mailto link', () => {
    const {container} = render(<ContactEmail kind="talent" />);
    expect(container.textContent).toBe('az ügyfélszolgálat adja meg az élő chatben vagy a kliens súgóközpontjában');
    expect(container.querySelector('a')).toBeNull();
  });

  it('ResponseTime says the team tells the time, promising none', () => {
    const {container} = render(<ResponseTime channel="email" />);
    expect(container.textContent).toBe('erről az ügyfélszolgálat a megkeresésed visszaigazolásakor tájékoztat');
  });

  it('OperatorDetails points to the binding terms in the client and lists nothing unknown', () => {
    const {container} = render(<OperatorDetails />);
    expect(container.querySelector('ul')).toBeNull();
    expect(container.textContent).toMatch(
      /^A kötelező erejű szöveg .* a GGPoker-kliensben elérhető Általános Szerződési Feltételek\./,
    );
  });
});
