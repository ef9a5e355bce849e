import {defineMdxComponent, richContent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    items: z.array(z.strictObject({question: text, answer: richContent})).check(z.minLength(1)),
    headingLevel: z.optional(z.enum(['h2', 'h3', 'h4'])),
  }),
  texts: {
    summary: {
      hu: 'Gyakori kérdések látható, linkelhető címsorokkal és FAQPage strukturált adattal.',
      en: 'Frequently asked questions with visible headings you can link to, and FAQPage structured data.',
    },
    labels: {
      items: {
        hu: {label: 'Kérdések', fields: {question: 'Kérdés', answer: 'Válasz'}},
        en: {label: 'Questions', fields: {question: 'Question', answer: 'Answer'}},
      },
      headingLevel: {
        hu: {label: 'A kérdések címsorszintje', options: {h2: 'Címsor 2', h3: 'Címsor 3', h4: 'Címsor 4'}},
        en: {label: 'Heading level of the questions', options: {h2: 'Heading 2', h3: 'Heading 3', h4: 'Heading 4'}},
      },
    },
  },
  global: true,
  example: {props: {items: [{question: 'Ki jelentkezhet?', answer: 'Bárki, aki elmúlt 18 éves.'}]}},
});
