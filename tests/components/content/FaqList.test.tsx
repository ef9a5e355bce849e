/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import FaqList, {faqJsonLd} from '@site/src/components/content/FaqList';
import {plainText} from '@site/src/components/kit/plainText';

const items = [
  {question: 'Ki jelentkezhet a streamerprogramba?', answer: 'Bárki, aki a póker kategóriában streamel.'},
  {
    question: 'Hol olvashatok többet?',
    answer: (
      <p>
        A <a href="/responsible-gaming/">Felelős játék</a> oldalon, és a <strong>GGTeam</strong> oldalán.
      </p>
    ),
  },
];

describe('FaqList', () => {
  it('renders each question as a heading with a linkable id, followed by its answer', () => {
    render(<FaqList items={items} />);
    const headings = screen.getAllByRole('heading', {level: 3});
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    expect(headings[0]).toHaveAttribute('id', 'ki-jelentkezhet-a-streamerprogramba');
    expect(headings[1]).toHaveAttribute('id', 'hol-olvashatok-többet');
    expect(screen.getByText('Bárki, aki a póker kategóriában streamel.').tagName).toBe('P');
    expect(screen.getByRole('link', {name: 'Felelős játék'})).toHaveAttribute('href', '/responsible-gaming/');
  });

  it('uses the heading level it is given', () => {
    render(<FaqList items={items} headingLevel="h4" />);
    expect(screen.getAllByRole('heading', {level: 4})).toHaveLength(2);
  });

  it('gives repeated questions distinct ids', () => {
    render(<FaqList items={[items[0], items[0]]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual([
      'ki-jelentkezhet-a-streamerprogramba',
      'ki-jelentkezhet-a-streamerprogramba-1',
    ]);
  });

  it('refuses an item without a question or an answer', () => {
    // React logs the thrown render error; keep the test output quiet.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FaqList items={[{question: 'Kérdés?', answer: ''}]} />)).toThrow(/question and an answer/);
    expect(() => render(<FaqList items={[]} />)).toThrow(/question and an answer/);
    consoleError.mockRestore();
  });
});

describe('FAQ structured data', () => {
  it('takes the plain text of JSX answers', () => {
    expect(plainText(items[1].answer)).toBe('A Felelős játék oldalon, és a GGTeam oldalán.');
  });

  it('is a schema.org FAQPage with one Question per item', () => {
    const data = faqJsonLd(items);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Ki jelentkezhet a streamerprogramba?',
        acceptedAnswer: {'@type': 'Answer', text: 'Bárki, aki a póker kategóriában streamel.'},
      },
      {
        '@type': 'Question',
        name: 'Hol olvashatok többet?',
        acceptedAnswer: {'@type': 'Answer', text: 'A Felelős játék oldalon, és a GGTeam oldalán.'},
      },
    ]);
  });
});
