/** Runs `work` once the browser has nothing more urgent to do (the page is interactive first); returns what cancels it. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 1500)
  return () => clearTimeout(handle)
}
