import type {FactSource} from '@site/src/data/operatorFacts';

/** A complete source for a fact a test supplies: every known value needs one. */
export const TEST_SOURCE: FactSource = {title: 'Test document', reference: 'tests', checked: '2026-11-01'};
