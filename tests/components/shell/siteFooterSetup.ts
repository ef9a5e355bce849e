/**
 * The shared setup of the footer tests (`SiteFooter*.test.tsx`): the footer's config with a patch, a sourced
 * award or trust badge, the footer's images, and a page other than home.
 */
import type {ClaimSource} from '@site/src/data/claimSource';
import {type FooterAward, type FooterBadge, type FooterConfig, footerConfig} from '@site/src/data/footer';

import {setMockLocation} from '../../mocks/docusaurus/router';

export function withConfig(patch: Partial<FooterConfig>): FooterConfig {
  return {...footerConfig, ...patch};
}

export const SOURCE: ClaimSource = {
  issuer: 'Díjazó Szervezet',
  year: 2024,
  event: 'Éves díjátadó',
  url: 'https://example.org/dij',
};

export function award(label: string, extra: Partial<FooterAward> = {}): FooterAward {
  return {width: 68, height: 68, label, imgPath: `/${label}.svg`, source: SOURCE, ...extra};
}

export function badge(label: string, claim: Pick<FooterBadge, 'kind'> & {source?: ClaimSource}): FooterBadge {
  return {
    width: 40,
    height: 40,
    label,
    imgPath: `/${label}.svg`,
    url: '/responsible-gaming/',
    target: '_self',
    ...claim,
  } as FooterBadge;
}

export function footerImages(container: HTMLElement): HTMLImageElement[] {
  return Array.from(container.querySelectorAll('footer img'));
}

beforeEach(() => {
  setMockLocation({pathname: '/about-us/'});
});
