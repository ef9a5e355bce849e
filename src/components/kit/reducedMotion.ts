/** True when the visitor asked for reduced motion. False where the browser cannot tell (no `matchMedia`). */
export function prefersReducedMotion(): boolean {
  return 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
