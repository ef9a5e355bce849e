import {catalogueEnabled} from '@site/plugins/component-catalogue';
import {catalogueExamples} from '@site/plugins/component-catalogue/examples';
import {type MdxComponentName, mdxPropSchemas} from '@site/src/components/mdxProps';
import * as z from '@site/src/lib/schema';

describe('component catalogue', () => {
  it('has an example of every component with a props schema, each valid for its schema', () => {
    expect(Object.keys(catalogueExamples).sort()).toEqual(Object.keys(mdxPropSchemas).sort());
    const invalid = (Object.keys(catalogueExamples) as MdxComponentName[]).filter(
      (name) => !z.safeParse(mdxPropSchemas[name], catalogueExamples[name].props).success,
    );
    expect(invalid).toEqual([]);
  });

  it('is built in development and previews only, never in production', () => {
    expect(catalogueEnabled({NODE_ENV: 'development'})).toBe(true);
    expect(catalogueEnabled({NODE_ENV: 'production', PREVIEW: '1'})).toBe(true);
    expect(catalogueEnabled({NODE_ENV: 'production'})).toBe(false);
    expect(catalogueEnabled({NODE_ENV: 'production', PREVIEW: '0'})).toBe(false);
  });
});
