import {previewUrlFrom as read} from '@site/scripts/edge/previewUrl';

describe('the Preview URL from Wrangler output', () => {
  it('takes the first https preview URL', () => {
    const text = [
      '{"type":"wrangler-session","version":1}',
      '{"type":"preview","version":1,"preview_urls":["https://pr-7-ggphu-site.example.workers.dev"],"deployment_urls":["https://abc-ggphu-site.example.workers.dev"]}',
    ].join('\n');
    expect(read(text)).toBe('https://pr-7-ggphu-site.example.workers.dev');
  });

  it.each([
    '',
    'not json',
    '{"type":"preview","preview_urls":["http://plain.example"]}',
    '{"type":"preview","preview_urls":["https://x.example/<script>"]}',
  ])('gives nothing for %p', (text) => {
    expect(read(text)).toBeNull();
  });
});
