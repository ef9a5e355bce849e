import {catalogueEnabled} from '@site/plugins/component-catalogue';
import * as catalogueComponents from '@site/plugins/component-catalogue/components.generated';
import type {MdxComponentDefinition} from '@site/src/components/defineMdxComponent';
import {mdxComponents} from '@site/src/components/mdxComponents.generated';
import * as z from '@site/src/lib/schema';

describe('component catalogue', () => {
  it('has every MDX component, each with an example valid for its props schema', () => {
    expect(Object.keys(catalogueComponents).sort()).toEqual(Object.keys(mdxComponents).sort());
    const definitions: [string, MdxComponentDefinition][] = Object.entries(mdxComponents);
    const invalid = definitions.filter(([, {schema, example}]) => !z.safeParse(schema, example.props).success);
    expect(invalid.map(([name]) => name)).toEqual([]);
  });

  it('is built in development and previews only, never in production', () => {
    expect(catalogueEnabled({NODE_ENV: 'development'})).toBe(true);
    expect(catalogueEnabled({NODE_ENV: 'production', PREVIEW: '1'})).toBe(true);
    expect(catalogueEnabled({NODE_ENV: 'production'})).toBe(false);
    expect(catalogueEnabled({NODE_ENV: 'production', PREVIEW: '0'})).toBe(false);
  });
});
