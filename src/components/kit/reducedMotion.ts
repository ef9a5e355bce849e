export function prefersReducedMotion(): boolean {
  return 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
