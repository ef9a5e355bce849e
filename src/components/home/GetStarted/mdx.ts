import {cta, defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    steps: z.array(z.strictObject({title: text, text})).check(z.length(3)),
    ctaLabel: text,
    ctaTo: route,
  }),
  texts: {
    summary: {hu: 'Pontosan három lépés a kezdéshez.', en: 'Exactly three steps to get started.'},
    labels: {
      ...section.labels,
      steps: {
        hu: {label: 'Lépések', fields: {title: 'Cím', text: 'Szöveg'}},
        en: {label: 'Steps', fields: {title: 'Title', text: 'Text'}},
      },
      ...cta.labels,
    },
  },
  global: false,
  example: {
    props: {
      title: 'Kezdj hozzá három lépésben',
      ctaLabel: 'Ugrás a letöltéshez',
      ctaTo: '/download/',
      steps: [
        {title: 'Töltsd le', text: 'Telepítsd a klienst.'},
        {title: 'Regisztrálj', text: 'Hozz létre fiókot.'},
        {title: 'Játssz', text: 'Ülj le egy asztalhoz.'},
      ],
    },
  },
});
