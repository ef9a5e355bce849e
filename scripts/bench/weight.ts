import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export interface PageWeight {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  htmlRaw: number;
  htmlGzip: number;
  imagesRaw: number;
  /** HTML + JS + CSS (gzip) + images (raw): what a first visit downloads before lazy content. */
  totalTransfer: number;
}

function sizes(file: string): {raw: number; gzip: number} {
  const bytes = readFileSync(file);
  return {raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
}

/** Weight of a built page: the scripts, stylesheets and eagerly loaded images its HTML references. */
export function pageWeight(buildDir: string, htmlFile: string, baseUrl = '/'): PageWeight {
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  const local = (url: string): string | null => {
    if (!url.startsWith(baseUrl)) return null;
    const file = path.join(buildDir, url.slice(baseUrl.length).split(/[?#]/)[0]!);
    return existsSync(file) ? file : null;
  };
  const unique = (urls: string[]): string[] => [...new Set(urls)];
  const scripts = unique([
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!),
  ]);
  const styles = unique([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!));
  const images = unique(
    [...html.matchAll(/<img(?![^>]*loading="lazy")[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
  );
  const sum = (urls: string[]) =>
    urls
      .map(local)
      .filter((file): file is string => file !== null)
      .map(sizes)
      .reduce((acc, s) => ({raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip}), {raw: 0, gzip: 0});
  const js = sum(scripts);
  const css = sum(styles);
  const img = sum(images);
  const htmlSize = sizes(path.join(buildDir, htmlFile));
  return {
    jsRaw: js.raw,
    jsGzip: js.gzip,
    cssRaw: css.raw,
    cssGzip: css.gzip,
    htmlRaw: htmlSize.raw,
    htmlGzip: htmlSize.gzip,
    imagesRaw: img.raw,
    totalTransfer: htmlSize.gzip + js.gzip + css.gzip + img.raw,
  };
}
