import {appOnDemandEdits} from '@site/plugins/post-build/appOnDemand';
import {applyEdits, attr, parsePage} from '@site/plugins/post-build/pageTree';

const BOOT = '/b/assets/js/boot.12345678.js';
const CHAT_BOOT = '/b/assets/js/boot-chat.ABCDEFGH.js';
const BOOT_URLS = {entry: BOOT, chatEntry: CHAT_BOOT};
const head = (scripts: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=/b/assets/css/s.css />${scripts}</head><body><p>Szöveg</p></body></html>`;
const runtime = '<script src=/b/assets/js/runtime~main.1.js defer></script>';
const main = '<script integrity="sha384-abc" src=/b/assets/js/main.2.js defer></script>';

/** The page after the step, with no integrity known (files outside a build). */
async function withAppOnDemand(html: string, sitePath?: string): Promise<string> {
  const {edits} = await appOnDemandEdits(parsePage(html), '/b/', BOOT_URLS, () => Promise.resolve(null), sitePath);
  return applyEdits(html, edits);
}

describe('the app on demand (HTML)', () => {
  it('lists the deferred bundles in one JSON block, in order, with the boot module where the first was', async () => {
    const html = await withAppOnDemand(head(runtime + main));
    expect(html).toContain(
      '<script type=application/json id=app-bundles>' +
        '[{"src":"/b/assets/js/runtime~main.1.js","integrity":null},' +
        '{"src":"/b/assets/js/main.2.js","integrity":"sha384-abc"}]</script>' +
        `<script type=module src=${BOOT} data-base-url=/b/></script></head>`,
    );
    expect(html).not.toContain('preload');
    expect(html).toContain('<p>Szöveg</p>');
  });

  it('gives the chat pages the boot module with the support chat in it, and no other page', async () => {
    for (const sitePath of ['/responsible-gaming/', '/responsible-gaming/x/']) {
      const html = await withAppOnDemand(head(runtime + main), sitePath);
      expect(html).toContain(`<script type=module src=${CHAT_BOOT} data-base-url=/b/></script>`);
      expect(html).not.toContain(BOOT);
      expect(await withAppOnDemand(html, sitePath)).toBe(html);
    }
    for (const sitePath of ['/', '/funds/', '/responsible-gamingx/']) {
      expect(await withAppOnDemand(head(runtime + main), sitePath)).not.toContain(CHAT_BOOT);
    }
  });

  it('gives each new tag the integrity of its file', async () => {
    const page = parsePage(head(runtime));
    const integrityOf = (url: string) => Promise.resolve(`sha384-${url.length}`);
    const {edits, replaced} = await appOnDemandEdits(page, '/b/', BOOT_URLS, integrityOf);
    expect(applyEdits(page.html, edits)).toContain(
      '<script type=application/json id=app-bundles>[{"src":"/b/assets/js/runtime~main.1.js","integrity":"sha384-30"}]</script>' +
        `<script integrity="sha384-${BOOT.length}" type=module src=${BOOT} data-base-url=/b/></script>`,
    );
    expect([...replaced].map((script) => attr(script, 'src'))).toEqual(['/b/assets/js/runtime~main.1.js']);
  });

  it('is idempotent: a second pass changes nothing', async () => {
    const once = await withAppOnDemand(head(runtime + main));
    expect(await withAppOnDemand(once)).toBe(once);
  });

  it('leaves inline, async, module, third-party and non-deferred scripts alone', async () => {
    const others = [
      '<script>window.x=1</script>',
      '<script src=/b/assets/js/a.js async></script>',
      '<script type=module src=/b/assets/js/m.js defer></script>',
      '<script src=https://cdn.example.com/x.js defer></script>',
      '<script src=/b/assets/js/blocking.js></script>',
      '<script src=/elsewhere/x.js defer></script>',
    ].join('');
    const html = head(others);
    expect(await withAppOnDemand(html)).toBe(html);
  });
});
