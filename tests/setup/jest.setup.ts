import '@testing-library/jest-dom';

import {installDialogPolyfill} from './dialog';

installDialogPolyfill();

// Each test is a new page load: the visitor requests the boot script and the app share on the page
// (src/lib/visitorRequests.ts) start again.
beforeEach(() => {
  delete (globalThis as {__ggpVisitorRequests?: unknown}).__ggpVisitorRequests;
});
