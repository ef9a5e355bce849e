/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

import Fact from '@site/src/components/content/Fact';
import {faqJsonLd} from '@site/src/components/content/FaqList';
import OperatorDetails from '@site/src/components/content/OperatorDetails';
import WhenKnown from '@site/src/components/content/WhenKnown';
import {plainText} from '@site/src/components/kit/plainText';
import {known, OPERATOR_FACTS, type OperatorFact, unknown} from '@site/src/data/operatorFacts';
import {TEST_SOURCE} from '@site/tests/helpers/factSource';

/** The components read the one facts module; each test gives it the values it needs. */
const facts = OPERATOR_FACTS as unknown as Record<string, OperatorFact>;
const saved = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.value]));

function supply(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) facts[name].value = known(value, TEST_SOURCE);
}

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) facts[name].value = value;
});

describe('operator facts on the pages', () => {
  it('leaves a sentence out while its fact is unknown, with no placeholder text', () => {
    expect(facts.talentEmail.value).toEqual(unknown);
    const {container} = render(
      <p>
        Írj e-mailt.
        <WhenKnown fact="talentEmail">
          {' '}
          A címe: <Fact name="talentEmail" />.
        </WhenKnown>
      </p>,
    );
    expect(container.textContent).toBe('Írj e-mailt.');
  });

  it('shows the sentence and a mailto link once the address is supplied', () => {
    supply({talentEmail: 'talent@example.org'});
    render(
      <p>
        <WhenKnown fact="talentEmail">
          A címe: <Fact name="talentEmail" />.
        </WhenKnown>
      </p>,
    );
    expect(screen.getByRole('link', {name: 'talent@example.org'})).toHaveAttribute('href', 'mailto:talent@example.org');
  });

  it("gives an FAQ answer's structured data the text a visitor reads, not the hidden sentence", () => {
    const answer = (
      <p>
        E-mailben kérheted a csapattól
        <WhenKnown fact="talentEmail">
          : <Fact name="talentEmail" />
        </WhenKnown>
        . Írd meg a csatornád adatait.
      </p>
    );
    expect(plainText(answer)).toBe('E-mailben kérheted a csapattól. Írd meg a csatornád adatait.');
    supply({talentEmail: 'talent@example.org'});
    expect(faqJsonLd([{question: 'Hogyan kérhetem?', answer}]).mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Hogyan kérhetem?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'E-mailben kérheted a csapattól: talent@example.org. Írd meg a csatornád adatait.',
        },
      },
    ]);
  });

  it('writes a text fact as text, not as a link', () => {
    supply({emailResponseTime: '24 órán belül'});
    const {container} = render(<Fact name="emailResponseTime" />);
    expect(container.innerHTML).toBe('24 órán belül');
  });

  it('OperatorDetails lists only the supplied facts, and nothing while all are unknown', () => {
    const empty = render(<OperatorDetails />);
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    supply({operatorCompany: 'Példa Kft.', disputeResolutionBody: 'Példa Vitarendező Testület'});
    const {container} = render(<OperatorDetails />);
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Üzemeltető',
      'Alternatív vitarendezés',
    ]);
    expect([...container.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Példa Kft.',
      'Példa Vitarendező Testület',
    ]);
  });
});
