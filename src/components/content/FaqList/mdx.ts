import {defineMdxComponent, richContent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type FaqList from '.';

export default defineMdxComponent<typeof FaqList>()({
  schema: z.strictObject({
    items: z.array(z.strictObject({question: text, answer: richContent})).check(z.minLength(1)),
    headingLevel: z.optional(z.enum(['h2', 'h3', 'h4'])),
  }),
  summary: 'Gyakori kérdések látható, linkelhető címsorokkal és FAQPage strukturált adattal.',
  global: true,
  example: {props: {items: [{question: 'Ki jelentkezhet?', answer: 'Bárki, aki elmúlt 18 éves.'}]}},
});
