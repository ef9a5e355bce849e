/**
 * One owner of a popup's open state: the `popover` element itself. Its `popovertarget` button opens and closes
 * it from the first paint (tap, Enter, Space), and the browser closes it on Escape or a tap outside, focus
 * back on the button, before, during and after the app's load. The app never keeps a copy of that state; it
 * only drives the element and reads it (`usePopoverDrive`).
 */
export {popoverTargetProps} from './element';
export {usePopoverDrive} from './usePopoverDrive';
