import { format } from 'node:util'

import type { Payload } from 'payload'

import { loggerConfig } from './logger'

const LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error' } as const

/**
 * When the site logs JSON, the lines our code and Next.js write with console.* go through Payload's logger too (one
 * format, the request's id, the same redaction), instead of free text between the JSON lines.
 */
export function consoleThroughLogger(payload: Payload) {
  if (!loggerConfig()) return
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, (typeof LEVELS)[keyof typeof LEVELS]][]) {
    console[method] = (...args: unknown[]) => payload.logger[level](format(...args).replace(/^\[site\] /, ''))
  }
}
