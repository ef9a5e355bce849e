/**
 * The routes whose built page changed between two builds, build noise removed: bundle names change whenever any
 * page changes, and a CSS-module class suffix hashes the file's path, so it changes when the base is built in a
 * temporary worktree.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {pageWeight, routeHtmlFile} from '../bench/weight';

/** The 404 page as `/404.html`. */
function builtRoutes(buildDir: string): string[] {
  return (readdirSync(buildDir, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .map((file) => (file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`))
    .sort();
}

/** Uncompressed, so a review shows what a change adds to a visitor's download; 0 without the page. */
export function routeWeight(buildDir: string, route: string): number {
  if (!existsSync(routeHtmlFile(buildDir, route))) return 0;
  const weight = pageWeight(buildDir, route);
  return weight.htmlRaw + weight.jsRaw + weight.cssRaw + weight.imagesRaw;
}

export function normaliseHtml(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<meta\b[^>]*(?:build|csp|content-security-policy)[^>]*>/gi, '')
    .replace(/\.[0-9a-f]{8,}\.(js|css|png|webp|svg|jpg|woff2?)/gi, '.$1')
    .replace(/\b(?:data-build-id|data-build)="[^"]*"/gi, '')
    .replace(/'sha256-[^']+'/g, '')
    .replace(/\bclass=("[^"]*"|[^\s>]+)/gi, (attribute) => attribute.replace(/([A-Za-z0-9])_[A-Za-z0-9_-]{4}\b/g, '$1'))
    .replace(/\s+/g, ' ');
}

export interface RouteChange {
  route: string;
  kind: 'changed' | 'added' | 'removed';
}

export function changedRoutes(baseDir: string, headDir: string): RouteChange[] {
  const routes = [...new Set([...builtRoutes(baseDir), ...builtRoutes(headDir)])].sort();
  const changes: RouteChange[] = [];
  for (const route of routes) {
    const base = routeHtmlFile(baseDir, route);
    const head = routeHtmlFile(headDir, route);
    if (!existsSync(base)) changes.push({route, kind: 'added'});
    else if (!existsSync(head)) changes.push({route, kind: 'removed'});
    else if (normaliseHtml(readFileSync(base, 'utf8')) !== normaliseHtml(readFileSync(head, 'utf8'))) {
      changes.push({route, kind: 'changed'});
    }
  }
  return changes;
}
