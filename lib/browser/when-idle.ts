/**
 * Runs `work` once the browser has nothing more urgent to do (the page is interactive first); returns what cancels it.
 * Where there is no requestIdleCallback (Safari), after `fallbackDelay` ms.
 */
export function whenIdle(work: () => void, fallbackDelay = 1500): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, fallbackDelay)
  return () => clearTimeout(handle)
}
