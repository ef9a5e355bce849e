import {defineMdxComponent, section} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject(section.props),
  texts: {
    hu: {
      summary: 'Hosszú szöveges szakasz ### alcímekkel.',
      labels: section.labels.hu,
    },
    en: {
      summary: 'A long text section with ### subheadings.',
      labels: section.labels.en,
    },
  },
  global: false,
  example: {props: {title: 'Online póker'}, children: 'Hosszabb szöveg.'},
});
