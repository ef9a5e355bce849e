// Testing Library, its matchers and the dialog stand-in only where there is a DOM (jsdom suites): loading them
// and React DOM into each of the Node suites, over half of the files, only cost time.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a conditional import must be a require
  require('./dom');
}

// Each test is a new page load: the visitor requests the boot script and the app share on the page
// (src/lib/visitorRequests.ts) start again.
beforeEach(() => {
  delete (globalThis as {__ggpVisitorRequests?: unknown}).__ggpVisitorRequests;
});
