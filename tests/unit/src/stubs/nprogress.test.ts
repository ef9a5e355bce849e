import nprogress from '@site/src/stubs/nprogress';

// The theme's client module calls configure once, then start() during a slow navigation and done() after it.
describe('nprogress stand-in', () => {
  // jsdom has no Web Animations API; the bar's creep towards the right edge is checked as a call.
  const animate = jest.fn();
  beforeAll(() => {
    HTMLElement.prototype.animate = animate;
  });
  afterEach(() => nprogress.done());

  it('draws the one bar the theme styles while a navigation waits, and removes it when done', () => {
    expect(nprogress.configure({showSpinner: false})).toBe(nprogress);
    nprogress.start();
    nprogress.start();
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(document.querySelector('#nprogress > .bar')).not.toBeNull();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(document.querySelector('#nprogress > .bar'));
    nprogress.done();
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('does nothing when done() comes without a start (a fast navigation)', () => {
    expect(() => nprogress.done()).not.toThrow();
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
