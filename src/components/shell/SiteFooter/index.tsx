import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import type {PropsWithChildren, ReactNode} from 'react';

import {StatutoryWording} from '@site/src/components/content/StatutoryNotice';
import LazyImage from '@site/src/components/kit/LazyImage';
import {CertificateLink} from '@site/src/components/shell/CertificateModal';
import {navLabel} from '@site/src/components/shell/nav/NavItemLink';
import RegionSelector from '@site/src/components/shell/RegionSelector';
import type {ClaimSource} from '@site/src/data/claimSource';
import {
  FOOTER_IGAMING_LOGO,
  FOOTER_LOGO_SIZE,
  type FooterBadge,
  type FooterConfig,
  footerConfig,
  type LinkTarget,
  SOCIAL_ICONS,
} from '@site/src/data/footer';
import {region} from '@site/src/data/region';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {findRegion} from '@site/src/data/regions';
import {awardYear, recordTitle, WORLD_RECORD} from '@site/src/data/worldRecord';
import {resolveLink} from '@site/src/lib/linkSafety';

import {footerBanners, type LicenceListName, licenceListName, socialIconPath} from './banners';
import styles from './styles.module.css';

function newTabNote(): string {
  return translate({id: 'FOOTER_NEW_TAB', message: '(opens in a new tab)'});
}

function withSource(text: string, source: ClaimSource | undefined): string {
  return source ? `${text} (${source.issuer}, ${source.year})` : text;
}

function badgeAlt(item: FooterBadge, newTab: string): string {
  const text = withSource(navLabel(item.label), item.kind === 'plain' ? undefined : item.source);
  return item.target === '_blank' ? `${text} ${newTab}` : text;
}

function licenceListLabel(name: LicenceListName): string {
  return {
    licencesAndCertificates: translate({id: 'FOOTER_LICENCES_LABEL', message: 'Licences and certificates'}),
    licences: translate({
      id: 'FOOTER_LICENCES_ONLY_LABEL',
      message: 'Licences',
      description: 'Footer badge list (aria-label) when it shows licences and no certificate',
    }),
    certificates: translate({
      id: 'FOOTER_CERTIFICATES_LABEL',
      message: 'Certificates',
      description: 'Footer badge list (aria-label) when it shows certificates and no licence',
    }),
    responsibleGaming: translate({
      id: 'FOOTER_RESPONSIBLE_GAMING_LABEL',
      message: 'Responsible gaming',
      description: 'Footer badge list (aria-label) when it shows only plain signs: 18+, responsible gaming',
    }),
  }[name];
}

function worldRecordLabel(): string {
  const title = recordTitle(WORLD_RECORD);
  return translate(
    {
      id: 'FOOTER_WORLD_RECORD',
      message: 'Guinness World Record, {year}: {title} – show the details',
      description:
        'Footer world-record banner (a link to the world-record page that opens the certificate) alt text; {title} from src/data/worldRecord.ts',
    },
    {year: awardYear(WORLD_RECORD), title: title.charAt(0).toLowerCase() + title.slice(1)},
  );
}

/** Lazy (`LazyImage`): the footer is below the fold on every page. */
function imageOf({imgPath, width, height}: {imgPath: string; width: number; height: number}) {
  return {src: imgPath, width, height};
}

/**
 * A footer link, external ones only https (`resolveLink`). Docusaurus Link routes the internal ones and would open
 * every external one in a new tab: the target is the data's, and only a new tab gets rel=noopener.
 */
function FooterAnchor({
  path,
  target,
  ...rest
}: PropsWithChildren<{path: string; target: LinkTarget; className: string}>) {
  const resolved = resolveLink(path, {siteType: /^https?:/i.test(path) ? 'external' : 'contents'});
  if (!resolved) return null;
  const tab = target === '_blank' ? {target, rel: 'noopener noreferrer'} : {target: undefined, rel: undefined};
  return <Link to={resolved.href} {...tab} {...rest} />;
}

function BadgeList({items, label: listLabel}: {items: FooterBadge[]; label: string}): ReactNode {
  if (items.length === 0) return null;
  const newTab = newTabNote();
  return (
    <ul className={styles.badges} aria-label={listLabel}>
      {items.map((item) => (
        <li key={item.label}>
          <FooterAnchor path={item.url} target={item.target} className={styles.badgeLink}>
            <LazyImage {...imageOf(item)} alt={badgeAlt(item, newTab)} />
          </FooterAnchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * Banners come through `footerBanners` only, which leaves out every claim without a complete source.
 * `data-embed-part` marks the parts the embed modes hide (src/css/custom.css, "Embed modes").
 */
export default function SiteFooter({config = footerConfig}: {config?: FooterConfig}): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const {licences, sites, awards, operatorAward, worldRecord} = footerBanners(config, locale);
  const currentRegion = findRegion(regionalSettings.regionId);
  const newTab = newTabNote();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} data-embed-part="footer">
      <div className={styles.inner} data-embed-part="footer-body">
        <div className={styles.top}>
          <Link to="/" className={styles.logoLink}>
            <LazyImage
              {...imageOf({imgPath: regionalSettings.logoPath, ...FOOTER_LOGO_SIZE})}
              alt={translate({id: 'FOOTER_LOGO_ALT', message: 'GGPoker – home page'})}
            />
          </Link>
          <ul className={styles.socials} aria-label={translate({id: 'FOOTER_SOCIALS_LABEL', message: 'Social media'})}>
            {config.footerSocials.map((social) => {
              const icon = socialIconPath(social.label, SOCIAL_ICONS);
              return (
                <li key={social.label}>
                  <FooterAnchor
                    path={social.link}
                    target="_blank"
                    className={clsx(styles.social, !icon && styles.socialWithLabel)}
                  >
                    {icon && <LazyImage src={icon} width={24} height={24} />}
                    {/* The label is the link's accessible name; shown only for a network without an icon. */}
                    <span className={icon ? 'visually-hidden' : undefined}>{social.label}</span>
                    <span className="visually-hidden">{` ${newTab}`}</span>
                  </FooterAnchor>
                </li>
              );
            })}
          </ul>
        </div>

        <nav className={styles.nav} aria-label={translate({id: 'FOOTER_NAV_LABEL', message: 'Footer'})}>
          {config.footerNavigations.map((group) => (
            <section key={group.key} className={styles.group} data-group={group.key}>
              <h2 className={styles.heading}>{navLabel(group.langKey)}</h2>
              <ul className={styles.links}>
                {group.children.map((child) => (
                  <li key={child.key}>
                    <FooterAnchor path={child.path} target={child.target} className={styles.link}>
                      {navLabel(child.key)}
                      {child.target === '_blank' && <span className="visually-hidden">{` ${newTab}`}</span>}
                    </FooterAnchor>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className={styles.group} data-group="REGIONS">
            <h2 className={styles.heading}>{translate({id: 'FOOTER_REGIONS', message: 'Regions'})}</h2>
            {currentRegion && (
              <p className={styles.language}>
                {translate({id: 'FOOTER_LANGUAGE', message: 'Language'})}:{' '}
                <span lang={region.locale}>{currentRegion.languageName}</span>
              </p>
            )}
            <RegionSelector variant="footer" />
          </section>
        </nav>

        <div className={styles.banners}>
          <BadgeList items={licences} label={licenceListLabel(licenceListName(licences))} />
          <BadgeList items={sites} label={translate({id: 'FOOTER_SITES_LABEL', message: 'Partner sites'})} />
          {awards.length > 0 && (
            <ul className={styles.awards} aria-label={translate({id: 'FOOTER_AWARDS_LABEL', message: 'Awards'})}>
              {awards.map((item) => {
                const image = <LazyImage {...imageOf(item)} alt={withSource(navLabel(item.label), item.source)} />;
                return (
                  <li key={item.label} data-award={item.label}>
                    {item.url ? (
                      <FooterAnchor
                        path={item.url}
                        target={/^https?:/i.test(item.url) ? '_blank' : '_self'}
                        className={styles.badgeLink}
                      >
                        {image}
                      </FooterAnchor>
                    ) : (
                      image
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <div className={styles.fixedBanners}>
            {operatorAward && (
              <LazyImage
                {...imageOf(operatorAward)}
                alt={withSource(navLabel(operatorAward.label), operatorAward.source)}
                data-testid="operator-award"
              />
            )}
            {worldRecord && (
              <CertificateLink className={styles.recordButton}>
                <LazyImage {...imageOf(worldRecord)} alt={worldRecordLabel()} />
              </CertificateLink>
            )}
          </div>
        </div>

        <div className={styles.bottom} data-embed-part="footer-copyright">
          {/* The statutory notice on every page, so every amount, prize or record a page quotes stands beside
              it (the world-record certificate is on every page); offer cards and notes repeat it by the offer. */}
          <p className={styles.statutory} data-testid="footer-statutory-notice">
            <StatutoryWording />
          </p>
          {/* The build year is in the static HTML; a visitor in a later year keeps it until the next build. */}
          <p className={styles.copyright} suppressHydrationWarning>
            {translate({id: 'FOOTER_COPYRIGHT', message: '© {year} GGPoker. All rights reserved.'}, {year})}
          </p>
          {config.isOntarioIgaming && (
            <LazyImage
              {...imageOf(FOOTER_IGAMING_LOGO)}
              alt={translate({id: 'FOOTER_IGAMING_ALT', message: 'iGaming Ontario'})}
              data-testid="igaming-logo"
            />
          )}
        </div>
      </div>
    </footer>
  );
}
