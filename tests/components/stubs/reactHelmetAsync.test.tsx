import {render, waitFor} from '@testing-library/react';
import React, {type ReactNode} from 'react';
import * as real from 'react-helmet-async';

import * as standIn from '@site/src/stubs/reactHelmetAsync';

interface Library {
  Helmet: typeof standIn.Helmet;
  HelmetProvider: typeof standIn.HelmetProvider;
}
type Heads = (Head: Library['Helmet']) => ReactNode;

/** What `<head>` and the root elements hold: the part of the document `<Head>` manages. */
function snapshot(): string {
  const head = [...document.head.children].map((element) => element.outerHTML).join('\n');
  const root = [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`).join(' ');
  const body = [...document.body.attributes].map((a) => `${a.name}=${a.value}`).join(' ');
  return `title: ${document.title}\nhtml: ${root}\nbody: ${body}\n${head}`;
}

/** A server-rendered page's head, as react-helmet-async writes it on the server. */
function serverHead(): void {
  document.documentElement.setAttribute('lang', 'hu-HU');
  document.documentElement.setAttribute('class', 'plugin-pages');
  document.head.innerHTML = [
    '<meta charset="UTF-8">',
    '<title data-rh="true">Régi oldal | GGPoker</title>',
    '<meta data-rh="true" name="description" content="Régi leírás">',
    '<meta data-rh="true" property="og:title" content="Régi oldal">',
    '<link data-rh="true" rel="canonical" href="https://example.hu/regi/">',
    '<link rel="stylesheet" href="/styles.css">',
  ].join('');
}

/** Mounts each step's heads in turn with one library, and records the document after each. */
async function run(library: Library, steps: Heads[]): Promise<string[]> {
  serverHead();
  const seen: string[] = [];
  const {rerender, unmount} = render(<library.HelmetProvider>{steps[0](library.Helmet)}</library.HelmetProvider>);
  for (let index = 0; index < steps.length; index += 1) {
    if (index > 0) rerender(<library.HelmetProvider>{steps[index](library.Helmet)}</library.HelmetProvider>);
    // Both commit after React's effects (the package on the next animation frame): wait for the title.
    const expected = index === 0 ? 'Általános feltételek | GGPoker' : 'Kapcsolat | GGPoker';
    await waitFor(() => expect(document.title).toBe(expected));
    seen.push(snapshot());
  }
  unmount();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  seen.push(snapshot());
  return seen;
}

const site: Heads = (Head) => (
  <Head>
    <html lang="hu-HU" className="plugin-pages" data-has-hydrated={false} />
    <meta name="viewport" content="width=device-width" />
    <meta property="og:title" content="GGPoker" />
    <link rel="canonical" href="https://example.hu/" />
    <link rel="alternate" href="https://example.hu/" hrefLang="x-default" />
  </Head>
);

const terms: Heads = (Head) => (
  <>
    {site(Head)}
    <Head>
      <title>Általános feltételek | GGPoker</title>
      <meta name="description" content="A feltételek" />
      <meta property="og:title" content="Általános feltételek" />
      <>
        <meta name="keywords" content="a" />
        <meta name="keywords" content="b" />
      </>
      <script type="application/ld+json">{'{"@type":"WebPage"}'}</script>
    </Head>
    <Head>
      <html lang="hu-HU" data-has-hydrated />
      <body className="page-terms" />
      <link rel="canonical" href="https://example.hu/terms-conditions/" />
    </Head>
  </>
);

const contact: Heads = (Head) => (
  <>
    {site(Head)}
    <Head>
      <title>Kapcsolat | GGPoker</title>
      <meta name="description" content="Írj nekünk" />
      <link rel="canonical" href="https://example.hu/contact/" />
      <script type="application/ld+json">{'{"@type":"ContactPage"}'}</script>
    </Head>
  </>
);

afterEach(() => {
  document.head.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
});

describe('the browser stand-in for react-helmet-async', () => {
  it('leaves the document as the package does: hydration, a client-side navigation, and unmounting', async () => {
    const steps = [terms, contact];
    const withPackage = await run(real as unknown as Library, steps);
    document.head.innerHTML = '';
    const withStandIn = await run(standIn, steps);
    expect(withStandIn).toEqual(withPackage);
    // The comparison covers the rules that matter: one canonical link, the innermost title and description,
    // the server's tags replaced, and attributes no longer asked for removed.
    expect(withStandIn[0]).toContain(
      '<link rel="canonical" href="https://example.hu/terms-conditions/" data-rh="true">',
    );
    expect(withStandIn[0]).not.toContain('Régi');
    expect(withStandIn[0]).toContain('body: class=page-terms data-rh=class');
    expect(withStandIn[1]).toContain(
      '<script type="application/ld+json" data-rh="true">{"@type":"ContactPage"}</script>',
    );
    expect(withStandIn[1]).toContain('body: \n');
  });

  it('refuses a child that is not a head tag, with the component named', () => {
    const Broken = () => <div>x</div>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <standIn.Helmet>
          <Broken />
        </standIn.Helmet>,
      ),
    ).toThrow('<Head> cannot render');
  });
});
