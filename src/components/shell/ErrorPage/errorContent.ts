import {translate} from '@docusaurus/Translate';

export type ErrorKind = 403 | 404 | 500;

export interface ErrorContent {
  kind: ErrorKind;
  title: string;
  message: string;
  /** Label of the history-back button; absent when the page has none (403). */
  backLabel?: string;
}

/** Any status other than 403 and 404 shows the 500 content: an error page never leaves the visitor on a blank screen. */
export function errorKindOf(statusCode: number): ErrorKind {
  return statusCode === 403 || statusCode === 404 ? statusCode : 500;
}

// `translate` needs literal ids so `docusaurus write-translations` can extract them.
export function errorContent(statusCode: number): ErrorContent {
  const kind = errorKindOf(statusCode);
  switch (kind) {
    case 403:
      return {
        kind,
        title: translate({id: 'ERROR_403_TITLE', message: 'Oops! Access Denied'}),
        message: translate({id: 'ERROR_403_MESSAGE', message: 'The product is not available in your location.'}),
      };
    case 404:
      return {
        kind,
        title: translate({id: 'ERROR_404_TITLE', message: 'Page Not Found'}),
        message: translate({
          id: 'ERROR_404_MESSAGE',
          message: "It's a misdeal! Let's reshuffle and get you back in the game. Page not found:",
        }),
        backLabel: translate({id: 'ERROR_404_BUTTON', message: 'Head back to the tables'}),
      };
    default:
      return {
        kind,
        title: translate({id: 'ERROR_500_TITLE', message: 'Unexpected Error'}),
        message: translate({
          id: 'ERROR_500_MESSAGE',
          message: 'We are experiencing issues at the moment. They will be fixed shortly.',
        }),
        backLabel: translate({id: 'ERROR_500_BUTTON', message: 'Go back'}),
      };
  }
}
