/**
 * The browser side of the third-party plan (`./thirdParty.ts`). No inline script is ever created (the CSP allows
 * none): stubs are set up from this bundle and only `<script src>` elements on the fixed hosts are added.
 */
import {DEFAULT_DENIED_CONSENT, type ThirdPartyStep} from './thirdParty';

type Queue = unknown[];

interface AnalyticsStub extends Array<unknown> {
  invoked?: boolean;
  initialize?: unknown;
  _writeKey?: string;
  SNIPPET_VERSION?: string;
  page?: (...args: unknown[]) => unknown;
  [method: string]: unknown;
}

/** What the page's plan started; absent until a plan has run. */
interface StartedThirdParty {
  analytics: boolean;
  tagManager: boolean;
}

declare global {
  interface Window {
    dataLayer?: Queue;
    analytics?: AnalyticsStub;
    __ggpThirdParty?: StartedThirdParty;
  }
}

/** The methods of the analytics loader's snippet, each queued until the library arrives. */
const ANALYTICS_METHODS = (
  'trackSubmit trackClick trackLink trackForm pageview identify reset group track ready alias debug page screen once ' +
  'off on addSourceMiddleware addIntegrationMiddleware setAnonymousId addDestinationMiddleware register'
).split(' ');

function dataLayer(): Queue {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag() as the consent mode expects it: pushes its `arguments` object. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = Object.assign(document.createElement('script'), {async: true, src});
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  // A blocked or failing third party stays silent.
  script.addEventListener('error', () => script.remove(), {once: true});
  document.head.appendChild(script);
}

function startAnalytics(src: string, writeKey: string): void {
  const analytics: AnalyticsStub = window.analytics ?? ([] as unknown as AnalyticsStub);
  window.analytics = analytics;
  if (analytics.initialize || analytics.invoked) return;
  analytics.invoked = true;
  for (const method of ANALYTICS_METHODS) {
    analytics[method] = (...args: unknown[]) => {
      analytics.push([method, ...args]);
      return analytics;
    };
  }
  analytics._writeKey = writeKey;
  analytics.SNIPPET_VERSION = '5.2.0';
  addScript(src);
  analytics.page?.();
}

function startTagManager(src: string, frameSrc: string): void {
  dataLayer().push({'gtm.start': Date.now(), event: 'gtm.js'});
  addScript(src);
  const noscript = document.createElement('noscript');
  const frame = Object.assign(document.createElement('iframe'), {
    src: frameSrc,
    width: '0',
    height: '0',
    title: 'Google Tag Manager',
  });
  // Style properties, not a style attribute: the site's CSP allows only hashed inline style attributes.
  Object.assign(frame.style, {display: 'none', visibility: 'hidden'});
  noscript.appendChild(frame);
  document.body.insertBefore(noscript, document.body.firstChild);
}

/** Runs the plan once per page load; later calls do nothing. */
export function runThirdPartySteps(steps: readonly ThirdPartyStep[]): void {
  if (window.__ggpThirdParty || steps.length === 0) return;
  const started: StartedThirdParty = {analytics: false, tagManager: false};
  window.__ggpThirdParty = started;
  for (const step of steps) {
    switch (step.kind) {
      case 'consent-default':
        gtag('consent', 'default', {...DEFAULT_DENIED_CONSENT});
        break;
      case 'consent-manager':
        addScript(step.src, {'data-domain-script': step.domainScript, charset: 'UTF-8'});
        break;
      case 'analytics':
        started.analytics = true;
        startAnalytics(step.src, step.writeKey);
        break;
      case 'tag-manager':
        started.tagManager = true;
        startTagManager(step.src, step.noscriptFrameSrc);
        break;
      case 'data-layer-location':
        dataLayer().push({...step.data});
        break;
      default:
        break;
    }
  }
}

/** A page view after an in-site navigation; nothing when no analytics runs. */
export function reportPageView(pathname: string): void {
  const started = window.__ggpThirdParty;
  if (started?.analytics) window.analytics?.page?.();
  // The path only: query strings may carry campaign or personal data.
  if (started?.tagManager) dataLayer().push({event: 'page_view', page_path: pathname});
}
