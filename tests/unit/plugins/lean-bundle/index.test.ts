import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';

import leanBundlePlugin, {inSiteStylesheet} from '@site/plugins/lean-bundle';

const moduleAt = (file: string) => ({nameForCondition: () => file});

describe('which styles go into the one site stylesheet', () => {
  it('leaves out the styles of the visitor modals that load on demand', () => {
    expect(inSiteStylesheet(moduleAt('/site/src/components/visitor/OntarioModal/styles.module.css'))).toBe(false);
    expect(
      inSiteStylesheet(moduleAt('C:\\site\\src\\components\\visitor\\RegionWarningModal\\styles.module.css')),
    ).toBe(false);
  });

  it('keeps every other style: the dialog frame, and the certificate that is in every page', () => {
    expect(inSiteStylesheet(moduleAt('/site/src/components/shell/CertificateModal/certificate.module.css'))).toBe(true);
    expect(inSiteStylesheet(moduleAt('/site/src/components/kit/Modal/styles.module.css'))).toBe(true);
    expect(inSiteStylesheet(moduleAt('/site/src/components/visitor/VisitorModals/styles.module.css'))).toBe(true);
    expect(inSiteStylesheet(moduleAt('/site/node_modules/infima/dist/css/default/default.css'))).toBe(true);
  });

  it('keeps a module it cannot name (safe default: styled at first paint)', () => {
    expect(inSiteStylesheet({})).toBe(true);
    expect(inSiteStylesheet({nameForCondition: () => null})).toBe(true);
  });
});

describe("the lean-bundle plugin's PostCSS steps", () => {
  it('puts the Infima purge first, before the cascade-layers plugin Docusaurus added earlier wraps Infima', () => {
    const plugin = leanBundlePlugin({siteDir: path.resolve(__dirname, '../../../..')} as LoadContext);
    const wrap = {postcssPlugin: 'postcss-wrap-in-layer'};
    const options = plugin.configurePostCss?.({plugins: [wrap]});
    expect(options?.plugins.map((step) => (step as {postcssPlugin: string}).postcssPlugin)).toEqual([
      'lean-bundle-infima-purge',
      'postcss-wrap-in-layer',
    ]);
  });
});
