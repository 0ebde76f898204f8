import type { api as Api } from './client'

/**
 * The HTTP client for the header's rare calls (sign-out, the language switch): loaded on the first call, so the
 * script every page carries does not include it.
 */
export async function lazyApi(): Promise<typeof Api> {
  return (await import('./client')).api
}
