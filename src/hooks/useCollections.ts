import {usePluginData} from '@docusaurus/useGlobalData';

import type {CollectionsGlobalData} from '@site/plugins/collections';
import type {PromotionEntry, TournamentEntry} from '@site/src/lib/collections';

function useCollections(): Partial<CollectionsGlobalData> {
  return (usePluginData('collections') as CollectionsGlobalData | undefined) ?? {};
}

/** The promotions shown on the build's day, current first (`plugins/collections`). */
export function usePromotions(): PromotionEntry[] {
  return useCollections().promotions ?? [];
}

/** The tournaments and series shown on the build's day, current first (`plugins/collections`). */
export function useTournaments(): TournamentEntry[] {
  return useCollections().tournaments ?? [];
}
