import {defineMdxComponent, section} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject(section.props),
  texts: {
    summary: {hu: 'Hosszú szöveges szakasz ### alcímekkel.', en: 'A long text section with ### subheadings.'},
    labels: section.labels,
  },
  global: false,
  example: {props: {title: 'Online póker'}, children: 'Hosszabb szöveg.'},
});
