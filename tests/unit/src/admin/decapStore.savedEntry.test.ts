import {decapStore, savedEntryAction} from '@site/src/admin/decapStore';

/** A root element as React 18 leaves it: its fiber under `__reactContainer$<id>`, the Provider a few levels down. */
function rootWith(store: unknown): Element {
  const provider = {memoizedProps: {store}, child: null, sibling: null};
  const styles = {memoizedProps: {}, child: null, sibling: provider};
  const app = {memoizedProps: {}, child: styles, sibling: null};
  return {__reactContainer$abc: {memoizedProps: null, child: app, sibling: null}} as unknown as Element;
}

describe('the saved entry becomes the one Decap compares the form with', () => {
  it("finds Decap's store below its root", () => {
    const store = {dispatch: jest.fn(), getState: jest.fn(), subscribe: jest.fn()};
    expect(decapStore(rootWith(store))).toBe(store);
  });

  it('finds nothing, without throwing, when the root is missing or holds no store', () => {
    expect(decapStore(null)).toBeUndefined();
    expect(decapStore({} as Element)).toBeUndefined();
    expect(decapStore(rootWith({notAStore: true}))).toBeUndefined();
  });

  it("is stored with Decap's own action for a loaded entry, with the saved values", () => {
    const saved = {collection: 'pages', slug: 'contact', data: {title: 'Kapcsolat próba', __source: '---\n'}};
    const entry = {get: (key: string) => saved[key as keyof typeof saved], toJS: () => saved};
    expect(savedEntryAction(entry)).toEqual({type: 'ENTRY_SUCCESS', payload: {collection: 'pages', entry: saved}});
  });
});
