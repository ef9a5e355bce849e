/**
 * Browser stand-in for the `nprogress` package (see plugins/lean-bundle). The theme's one use of it is a bar
 * at the top of the page while a client-side navigation waits for its chunks: `start()` 200 ms into the
 * wait, `done()` when the new page is there. This draws the same element (`#nprogress .bar`, styled by the
 * theme's `nprogress.css`) and lets it creep towards the right edge with the Web Animations API, which the
 * site's CSP allows; the package's trickle timer, queue and settings (1.6 KB gzip in every page's bundle)
 * are not needed for that.
 */
const CREEP: Keyframe[] = [{transform: 'translateX(-100%)'}, {transform: 'translateX(-8%)'}];

let container: HTMLElement | null = null;

function start(): void {
  if (container) return;
  container = document.createElement('div');
  container.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  container.append(bar);
  document.body.append(container);
  // Fast at first, then ever slower: the wait's length is unknown.
  bar.animate(CREEP, {duration: 10_000, easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)', fill: 'forwards'});
}

function done(): void {
  container?.remove();
  container = null;
}

interface Progress {
  configure(options: object): Progress;
  start(): void;
  done(): void;
}

const nprogress: Progress = {
  /** The theme turns the spinner off; this stand-in never draws one. */
  configure: () => nprogress,
  start,
  done,
};

export default nprogress;
