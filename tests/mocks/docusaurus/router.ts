// Test stand-in for `@docusaurus/router`: the location is set per test with `setMockLocation`.
let current = {pathname: '/', search: '', hash: ''};

export function setMockLocation(location: Partial<typeof current>): void {
  current = {pathname: '/', search: '', hash: '', ...location};
}

export function useLocation(): typeof current {
  return current;
}

export const mockHistory = {push: jest.fn(), replace: jest.fn(), goBack: jest.fn()};

export function useHistory(): typeof mockHistory {
  return mockHistory;
}
