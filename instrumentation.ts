/** Runs once when the server starts (Next.js). The work is Node-only; the edge build must not see it. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { onServerStart } = await import('./lib/server-start')
    await onServerStart()
  }
}
