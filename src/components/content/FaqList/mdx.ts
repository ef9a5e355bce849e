import {defineMdxComponent, richContent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type FaqList from '.';

export default defineMdxComponent<typeof FaqList>()({
  schema: z.strictObject({
    items: z.array(z.strictObject({question: text, answer: richContent})).check(z.minLength(1)),
    headingLevel: z.optional(z.enum(['h2', 'h3', 'h4'])),
  }),
  labels: {
    items: {label: 'Kérdések', fields: {question: 'Kérdés', answer: 'Válasz'}},
    headingLevel: {label: 'A kérdések címsorszintje', options: {h2: 'Címsor 2', h3: 'Címsor 3', h4: 'Címsor 4'}},
  },
  summary: 'Gyakori kérdések látható, linkelhető címsorokkal és FAQPage strukturált adattal.',
  global: true,
  example: {props: {items: [{question: 'Ki jelentkezhet?', answer: 'Bárki, aki elmúlt 18 éves.'}]}},
});
