/**
 * The props each MDX component accepts, as schemas: `npm run check` validates every component written in a
 * page against them (a wrong or missing prop names the component, the prop and the expected type), the
 * component catalogue shows them, and the type assertions at the end keep them in step with the components'
 * own TypeScript props (a schema that allows what a component does not accept fails `tsc`).
 *
 * A JSX value (`answer: <p>…</p>`) is accepted where the component takes rich content.
 */
import type {ReactNode} from 'react';

import {type FigureId, FIGURES} from '@site/src/data/figures';
import {FACT_NAMES} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type AmbassadorIntro from './content/AmbassadorIntro';
import type Fact from './content/Fact';
import type FaqList from './content/FaqList';
import type Fig from './content/Fig';
import type OperatorDetails from './content/OperatorDetails';
import type PromoNote from './content/PromoNote';
import type PromotionList from './content/PromotionList';
import type SectionIndex from './content/SectionIndex';
import type TeamRoster from './content/TeamRoster';
import type TournamentList from './content/TournamentList';
import type WhenKnown from './content/WhenKnown';
import type WorldRecordFacts from './content/WorldRecordFacts';
import type AccountHints from './download/AccountHints';
import type DownloadSteps from './download/DownloadSteps';
import type SystemRequirements from './download/SystemRequirements';
import type AnyDevice from './home/AnyDevice';
import type FeaturedAmbassadors from './home/FeaturedAmbassadors';
import type FeaturedTournaments from './home/FeaturedTournaments';
import type GetStarted from './home/GetStarted';
import type GlobalCommunity from './home/GlobalCommunity';
import type HomeHero from './home/HomeHero';
import type LiveEvents from './home/LiveEvents';
import type MonthlyRewards from './home/MonthlyRewards';
import type PlayersOnline from './home/PlayersOnline';
import type SeoText from './home/SeoText';
import type UniqueFeatures from './home/UniqueFeatures';
import type Card from './poker/Card';
import type Hand from './poker/Hand';
import type HandRankingsTable from './poker/HandRankingsTable';
import type OutsOddsTable from './poker/OutsOddsTable';
import type PreflopOddsTable from './poker/PreflopOddsTable';
import type StartingHandsTable from './poker/StartingHandsTable';

/** Marks a JSX value in statically read props (see `scripts/check/jsxProps.ts`). */
function isJsxValue(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as {kind?: unknown}).kind === 'jsx';
}

const text = z.string().check(z.minLength(1));
const route = z.string().check(z.regex(/^\/([\w-]+\/)*$/));
const richContent = z.union([text, z.custom<ReactNode>(isJsxValue)]);
const sectionId = z.optional(z.string());
const figureIds = Object.keys(FIGURES) as [FigureId, ...FigureId[]];
const cardDisplay = {inline: z.optional(z.boolean()), fourColor: z.optional(z.boolean())};

export const mdxPropSchemas = {
  DownloadSteps: z.strictObject({}),
  AccountHints: z.strictObject({}),
  SystemRequirements: z.strictObject({}),
  HandRankingsTable: z.strictObject({}),
  PreflopOddsTable: z.strictObject({}),
  OutsOddsTable: z.strictObject({
    maxOuts: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(20))),
    variant: z.optional(z.enum(['holdem', 'omaha', 'short-deck'])),
  }),
  StartingHandsTable: z.strictObject({variant: z.enum(['omaha', 'short-deck'])}),
  FaqList: z.strictObject({
    items: z.array(z.strictObject({question: text, answer: richContent})).check(z.minLength(1)),
    headingLevel: z.optional(z.enum(['h2', 'h3', 'h4'])),
  }),
  SectionIndex: z.strictObject({section: route}),
  Fig: z.strictObject({id: z.enum(figureIds), numberOnly: z.optional(z.boolean())}),
  PromoNote: z.strictObject({}),
  PromotionList: z.strictObject({}),
  TournamentList: z.strictObject({}),
  WorldRecordFacts: z.strictObject({}),
  Fact: z.strictObject({name: z.enum(FACT_NAMES)}),
  WhenKnown: z.strictObject({fact: z.enum(FACT_NAMES)}),
  OperatorDetails: z.strictObject({}),
  TeamRoster: z.strictObject({}),
  AmbassadorIntro: z.strictObject({}),
  Hand: z.strictObject({
    cards: text,
    board: z.optional(text),
    kind: z.optional(z.enum(['hand', 'hole', 'board'])),
    ...cardDisplay,
  }),
  Card: z.strictObject({card: text, ...cardDisplay}),
  HomeHero: z.strictObject({
    ctaLabel: text,
    ctaTo: route,
    secondaryLabel: z.optional(text),
    secondaryTo: z.optional(route),
  }),
  MonthlyRewards: z.strictObject({
    id: sectionId,
    title: text,
    items: z.array(z.strictObject({highlight: z.optional(text), title: text, text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  PlayersOnline: z.strictObject({
    id: sectionId,
    title: text,
    formatsTitle: text,
    formats: z.array(z.strictObject({label: text, to: z.optional(route)})),
  }),
  FeaturedTournaments: z.strictObject({
    id: sectionId,
    title: text,
    items: z.array(
      z.strictObject({tag: z.optional(text), title: text, text, to: z.optional(route), linkLabel: z.optional(text)}),
    ),
  }),
  UniqueFeatures: z.strictObject({id: sectionId, title: text, items: z.array(z.strictObject({title: text, text}))}),
  AnyDevice: z.strictObject({
    id: sectionId,
    title: text,
    platforms: z.array(z.strictObject({name: text, requirements: text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  LiveEvents: z.strictObject({
    id: sectionId,
    title: text,
    eyebrow: z.optional(text),
    highlights: z.optional(z.array(text)),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  FeaturedAmbassadors: z.strictObject({id: sectionId, title: text, showAllLabel: text, showAllTo: z.optional(route)}),
  GlobalCommunity: z.strictObject({
    id: sectionId,
    title: text,
    items: z.array(z.strictObject({title: text, text, to: route, linkLabel: text})),
  }),
  GetStarted: z.strictObject({
    id: sectionId,
    title: text,
    steps: z.array(z.strictObject({title: text, text})).check(z.length(3)),
    ctaLabel: text,
    ctaTo: route,
  }),
  SeoText: z.strictObject({id: sectionId, title: text}),
};

export type MdxComponentName = keyof typeof mdxPropSchemas;

// --- the schemas stay in step with the components' TypeScript props ---

type Component = (props: never) => unknown;
type PropsOf<C extends Component> = Omit<Parameters<C>[0] extends undefined ? object : Parameters<C>[0], 'children'>;
/** True when every value the schema accepts is a valid props object of the component. */
type Fits<Name extends MdxComponentName, C extends Component> =
  z.output<(typeof mdxPropSchemas)[Name]> extends PropsOf<C> ? true : false;
type Expect<T extends true> = T;

/** @public Read by the type checker only: a schema out of step with its component fails `tsc`. */
export type SchemasFitComponents = [
  Expect<Fits<'DownloadSteps', typeof DownloadSteps>>,
  Expect<Fits<'AccountHints', typeof AccountHints>>,
  Expect<Fits<'SystemRequirements', typeof SystemRequirements>>,
  Expect<Fits<'HandRankingsTable', typeof HandRankingsTable>>,
  Expect<Fits<'PreflopOddsTable', typeof PreflopOddsTable>>,
  Expect<Fits<'OutsOddsTable', typeof OutsOddsTable>>,
  Expect<Fits<'StartingHandsTable', typeof StartingHandsTable>>,
  Expect<Fits<'FaqList', typeof FaqList>>,
  Expect<Fits<'SectionIndex', typeof SectionIndex>>,
  Expect<Fits<'Fig', typeof Fig>>,
  Expect<Fits<'PromoNote', typeof PromoNote>>,
  Expect<Fits<'PromotionList', typeof PromotionList>>,
  Expect<Fits<'TournamentList', typeof TournamentList>>,
  Expect<Fits<'WorldRecordFacts', typeof WorldRecordFacts>>,
  Expect<Fits<'Fact', typeof Fact>>,
  Expect<Fits<'WhenKnown', typeof WhenKnown>>,
  Expect<Fits<'OperatorDetails', typeof OperatorDetails>>,
  Expect<Fits<'TeamRoster', typeof TeamRoster>>,
  Expect<Fits<'AmbassadorIntro', typeof AmbassadorIntro>>,
  Expect<Fits<'Hand', typeof Hand>>,
  Expect<Fits<'Card', typeof Card>>,
  Expect<Fits<'HomeHero', typeof HomeHero>>,
  Expect<Fits<'MonthlyRewards', typeof MonthlyRewards>>,
  Expect<Fits<'PlayersOnline', typeof PlayersOnline>>,
  Expect<Fits<'FeaturedTournaments', typeof FeaturedTournaments>>,
  Expect<Fits<'UniqueFeatures', typeof UniqueFeatures>>,
  Expect<Fits<'AnyDevice', typeof AnyDevice>>,
  Expect<Fits<'LiveEvents', typeof LiveEvents>>,
  Expect<Fits<'FeaturedAmbassadors', typeof FeaturedAmbassadors>>,
  Expect<Fits<'GlobalCommunity', typeof GlobalCommunity>>,
  Expect<Fits<'GetStarted', typeof GetStarted>>,
  Expect<Fits<'SeoText', typeof SeoText>>,
];
