import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';

import OfferCard, {type OfferFact} from '@site/src/components/content/OfferCard';
import list from '@site/src/components/content/OfferCard/list.module.css';
import TournamentNote from '@site/src/components/content/TournamentNote';
import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';
import {useTournaments} from '@site/src/hooks/useCollections';
import type {TournamentEntry} from '@site/src/lib/collections';
import {amountText, buyInText} from '@site/src/lib/collections/display';
import {
  type JsonLd,
  onlineEvent,
  routeOfPermalink,
  serializeJsonLd,
  type SiteLocation,
} from '@site/src/lib/structuredData';

/**
 * A dated tournament as a schema.org `Event` held online, listed on the page at `route`; an ongoing format is
 * no event (it has no announced start), so it gets none.
 */
export function tournamentJsonLd(tournament: TournamentEntry, route: string, site: SiteLocation): JsonLd | undefined {
  if (!tournament.dates) return undefined;
  return onlineEvent(
    {
      name: tournament.title,
      description: tournament.summary,
      route,
      startDate: tournament.dates.starts,
      endDate: tournament.dates.ends ?? undefined,
      price: tournament.buyIn?.value,
    },
    site,
  );
}

/** The card's rows: the format (when the title does not already say it), buy-in, prize and schedule. A ticket is no cash prize. */
function facts(tournament: TournamentEntry): OfferFact[] {
  const rows: OfferFact[] = [];
  if (tournament.format !== tournament.title) {
    rows.push({label: translate({id: 'COLLECTION_FORMAT', message: 'Format'}), value: tournament.format});
  }
  if (tournament.buyIn) {
    rows.push({
      label: translate({id: 'COLLECTION_BUY_IN', message: 'Buy-in'}),
      value: buyInText(tournament.buyIn, tournament.buyInMax),
    });
  }
  if (tournament.prize) {
    const label =
      tournament.prize.unit === 'times'
        ? translate({id: 'COLLECTION_MULTIPLIER', message: 'Top multiplier'})
        : translate({id: 'COLLECTION_PRIZE', message: 'Top prize'});
    rows.push({label, value: amountText(tournament.prize)});
  }
  if (tournament.ticket) {
    rows.push({
      label: translate({id: 'COLLECTION_TICKET', message: 'Most valuable ticket'}),
      value: translate(
        {id: 'COLLECTION_TICKET_VALUE', message: '{amount} ticket'},
        {amount: amountText(tournament.ticket)},
      ),
    });
  }
  if (tournament.schedule) {
    rows.push({label: translate({id: 'COLLECTION_SCHEDULE', message: 'Schedule'}), value: tournament.schedule});
  }
  return rows;
}

/**
 * The tournaments and series as cards, from `i18n/hu/collections/tournaments/*.yml` (validated at build time,
 * expired ones left out), each dated one with its `Event` structured data in <head>, each with the tournament note.
 */
export default function TournamentList(): ReactNode {
  const tournaments = useTournaments();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const site = {url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const route = routeOfPermalink(pathname, site.baseUrl);
  if (tournaments.length === 0) {
    return (
      <p>
        <Translate id="COLLECTION_NO_TOURNAMENTS">No tournament is announced right now.</Translate>
      </p>
    );
  }
  return (
    <>
      <Head>
        {tournaments.flatMap((tournament) => {
          const event = tournamentJsonLd(tournament, route, site);
          return event
            ? [
                <script key={tournament.slug} type="application/ld+json">
                  {serializeJsonLd(event)}
                </script>,
              ]
            : [];
        })}
      </Head>
      {/* Its JSON-LD lives in <head>, which only a hydrated component keeps (StaticContent). */}
      <ul className={list.list} {...NEEDS_HYDRATION}>
        {tournaments.map((tournament) => (
          <li key={tournament.slug} className={list.item}>
            <OfferCard
              id={tournament.slug}
              title={tournament.title}
              summary={tournament.summary}
              facts={facts(tournament)}
              dates={tournament.dates}
              terms={tournament.terms}
              to={tournament.to}
              note={<TournamentNote />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
