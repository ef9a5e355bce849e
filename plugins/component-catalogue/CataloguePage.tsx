import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import React, {type ComponentType, type ReactNode} from 'react';

import AmbassadorIntro from '@site/src/components/content/AmbassadorIntro';
import Fact from '@site/src/components/content/Fact';
import FaqList from '@site/src/components/content/FaqList';
import Fig from '@site/src/components/content/Fig';
import OperatorDetails from '@site/src/components/content/OperatorDetails';
import PromoNote from '@site/src/components/content/PromoNote';
import PromotionList from '@site/src/components/content/PromotionList';
import SectionIndex from '@site/src/components/content/SectionIndex';
import TeamRoster from '@site/src/components/content/TeamRoster';
import TournamentList from '@site/src/components/content/TournamentList';
import WhenKnown from '@site/src/components/content/WhenKnown';
import WorldRecordFacts from '@site/src/components/content/WorldRecordFacts';
import AccountHints from '@site/src/components/download/AccountHints';
import DownloadSteps from '@site/src/components/download/DownloadSteps';
import SystemRequirements from '@site/src/components/download/SystemRequirements';
import AnyDevice from '@site/src/components/home/AnyDevice';
import FeaturedAmbassadors from '@site/src/components/home/FeaturedAmbassadors';
import FeaturedTournaments from '@site/src/components/home/FeaturedTournaments';
import GetStarted from '@site/src/components/home/GetStarted';
import GlobalCommunity from '@site/src/components/home/GlobalCommunity';
import HomeHero from '@site/src/components/home/HomeHero';
import LiveEvents from '@site/src/components/home/LiveEvents';
import MonthlyRewards from '@site/src/components/home/MonthlyRewards';
import PlayersOnline from '@site/src/components/home/PlayersOnline';
import SeoText from '@site/src/components/home/SeoText';
import UniqueFeatures from '@site/src/components/home/UniqueFeatures';
import type {MdxComponentName} from '@site/src/components/mdxProps';
import Card from '@site/src/components/poker/Card';
import Hand from '@site/src/components/poker/Hand';
import HandRankingsTable from '@site/src/components/poker/HandRankingsTable';
import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';
import PreflopOddsTable from '@site/src/components/poker/PreflopOddsTable';
import StartingHandsTable from '@site/src/components/poker/StartingHandsTable';

import {catalogueExamples} from './examples';
import styles from './styles.module.css';

const COMPONENTS: Record<MdxComponentName, ComponentType<never>> = {
  FaqList,
  DownloadSteps,
  AccountHints,
  SystemRequirements,
  HandRankingsTable,
  PreflopOddsTable,
  OutsOddsTable,
  StartingHandsTable,
  SectionIndex,
  Fig,
  PromoNote,
  PromotionList,
  TournamentList,
  WorldRecordFacts,
  Fact,
  WhenKnown,
  OperatorDetails,
  TeamRoster,
  AmbassadorIntro,
  Hand,
  Card,
  HomeHero,
  MonthlyRewards,
  PlayersOnline,
  FeaturedTournaments,
  UniqueFeatures,
  AnyDevice,
  LiveEvents,
  FeaturedAmbassadors,
  GlobalCommunity,
  GetStarted,
  SeoText,
};

/** How the example is written in an MDX page. */
function usage(name: string, props: Record<string, unknown>, children?: string): string {
  const attributes = Object.entries(props).map(([key, value]) =>
    typeof value === 'string' ? `${key}="${value}"` : `${key}={${JSON.stringify(value)}}`,
  );
  const open = `<${name}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}`;
  return children ? `${open}>\n${children}\n</${name}>` : `${open} />`;
}

/** The component catalogue: each MDX component with its example written out and rendered live. */
export default function CataloguePage(): ReactNode {
  return (
    <Layout title="Komponenskatalógus" description="Az MDX-oldalakon használható komponensek élő példákkal.">
      <main className="container margin-vert--lg">
        <h1>Komponenskatalógus</h1>
        <p>
          Az MDX-oldalakon használható komponensek, mindegyik egy élő példával. Csak fejlesztői és előnézeti buildben
          látható. A tulajdonságok szabályait a <code>npm run check</code> ellenőrzi.
        </p>
        {(Object.keys(catalogueExamples) as MdxComponentName[]).map((name) => {
          const example = catalogueExamples[name];
          const Component = COMPONENTS[name] as ComponentType<Record<string, unknown>>;
          return (
            <section key={name} id={name} className="margin-vert--xl">
              <h2>{name}</h2>
              <p>
                {example.summary} {example.global ? 'Import nélkül használható.' : 'Importálni kell.'}
              </p>
              <pre>
                <code>{usage(name, example.props, example.children)}</code>
              </pre>
              <div className={clsx('padding--md', styles.example)}>
                {example.onlyOn ? (
                  <p>
                    Csak a saját oldaltípusán működik; élő példa: <Link to={example.onlyOn}>{example.onlyOn}</Link>
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
