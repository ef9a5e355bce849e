import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import React, {type ComponentType, type ReactNode} from 'react';

import type {MdxComponentDefinition} from '@site/src/components/defineMdxComponent';
import {type MdxComponentName, mdxComponents} from '@site/src/components/mdxComponents.generated';

import {catalogueTexts as text} from './catalogueTexts';
import * as catalogueComponents from './components.generated';
import styles from './styles.module.css';

/** How the example is written in an MDX page. */
function usage(name: string, props: Record<string, unknown>, children?: string): string {
  const attributes = Object.entries(props).map(([key, value]) =>
    typeof value === 'string' ? `${key}="${value}"` : `${key}={${JSON.stringify(value)}}`,
  );
  const open = `<${name}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}`;
  return children ? `${open}>\n${children}\n</${name}>` : `${open} />`;
}

export default function CataloguePage(): ReactNode {
  return (
    <Layout title={text.title} description={text.description}>
      <main className="container margin-vert--lg">
        <h1>{text.title}</h1>
        <p>
          {text.intro[0]}
          <code>npm run check</code>
          {text.intro[1]}
        </p>
        {(Object.keys(mdxComponents) as MdxComponentName[]).map((name) => {
          const {summary, global, example}: MdxComponentDefinition = mdxComponents[name];
          const Component = catalogueComponents[name] as ComponentType<Record<string, unknown>>;
          return (
            <section key={name} id={name} className="margin-vert--xl">
              <h2>{name}</h2>
              <p>
                {summary} {global ? text.global : text.needsImport}
              </p>
              <pre>
                <code>{usage(name, example.props, example.children)}</code>
              </pre>
              <div className={clsx('padding--md', styles.example)}>
                {example.onlyOn ? (
                  <p>
                    {text.onlyOn}
                    <Link to={example.onlyOn}>{example.onlyOn}</Link>
                  </p>
                ) : (
                  <Component {...example.props}>{example.children}</Component>
                )}
              </div>
            </section>
          );
        })}
      </main>
    </Layout>
  );
}
