import Head from '@docusaurus/Head';
import {type ReactNode, useId} from 'react';

import {CLOSES_ON_ESCAPE_ATTRIBUTE} from '@site/src/boot/dialogCommands';
import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {plainText} from '@site/src/components/kit/plainText';
import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';
import {uniqueHeadingIds} from '@site/src/lib/headingId';
import {faqPage, type JsonLd, serializeJsonLd} from '@site/src/lib/structuredData';

import type mdx from './mdx';
import styles from './styles.module.css';

type FaqItem = MdxProps<typeof mdx>['items'][number];

export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return faqPage(items.map(({question, answer}) => ({question, answer: plainText(answer)})));
}

/** MDX props are not type-checked: an item may arrive without its question or answer. */
function isComplete(item: Partial<FaqItem>): boolean {
  return Boolean(item.question?.trim()) && plainText(item.answer) !== '';
}

/** An accordion of `<details name>`: the element is the open state, so it works before the app runs. */
export default function FaqList({items, headingLevel: Question = 'h3'}: MdxProps<typeof mdx>): ReactNode {
  const accordion = useId();
  const invalid = items.findIndex((item) => !isComplete(item));
  if (items.length === 0 || invalid !== -1) {
    throw new Error(`FaqList: every item needs a question and an answer (item ${invalid + 1} of ${items.length})`);
  }
  const ids = uniqueHeadingIds(items.map((item) => item.question));
  return (
    <>
      <Head>
        <script type="application/ld+json">{serializeJsonLd(faqJsonLd(items))}</script>
      </Head>
      {/* Its JSON-LD lives in <head>, which only a hydrated component keeps (StaticContent). */}
      <div className={styles.faq} {...NEEDS_HYDRATION}>
        {items.map(({question, answer}, index) => (
          <details
            key={ids[index]}
            name={`faq${accordion}`}
            className={styles.item}
            {...{[CLOSES_ON_ESCAPE_ATTRIBUTE]: ''}}
          >
            <summary className={styles.summary}>
              {/* The question's heading: plain, with no anchor link inside (the summary is the one control). */}
              <Question id={ids[index]} className={styles.question}>
                {question}
              </Question>
            </summary>
            <div className={styles.answer}>{typeof answer === 'string' ? <p>{answer}</p> : answer}</div>
          </details>
        ))}
      </div>
    </>
  );
}
