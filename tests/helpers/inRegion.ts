import {REGIONS} from '@site/regions';

/**
 * Runs `use` with the modules it loads (through `jest.requireActual`) seeing region `id` as the built one, as
 * the bundler would write it in; the rest of the test file keeps its own region.
 */
export function inRegion(id: string, use: () => void): void {
  jest.isolateModules(() => {
    jest.doMock('@site/src/data/region', () => ({region: REGIONS[id]}));
    use();
  });
  jest.dontMock('@site/src/data/region');
}
