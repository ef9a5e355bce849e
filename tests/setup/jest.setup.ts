import '@testing-library/jest-dom';

import {installDialogPolyfill} from './dialog';

installDialogPolyfill();
