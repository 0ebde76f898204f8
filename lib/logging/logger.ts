import type { LoggerOptions } from 'pino'

import { requestContext } from './request-context'
import { scrubValue } from './scrub'

/** Fields that hold personal data or secrets wherever they appear in a logged object (two levels deep). */
const REDACTED_KEYS = ['password', 'passwordConfirm', 'hash', 'salt', 'token', 'authorization', 'cookie', 'email', 'phone', 'mobile', 'citizenship_no', 'citizenshipNo', 'citizenshipNumber', 'residentNumber', 'alien_registration_no', 'alienRegistrationNo', 'passport_no', 'passportNo', 'name_hangul', 'name_english', 'address', 'resetPasswordToken', 'apiKey']

/**
 * Payload's pino logger as structured JSON (one line per event: ISO time, level by name, the request id, the
 * message) with personal data redacted, by field name and in text; LOG_FORMAT=pretty keeps Payload's readable lines.
 * Scripts (npm run backup, migrations) print readable lines unless LOG_FORMAT=json.
 */
export function loggerConfig(env: Readonly<Record<string, string | undefined>> = process.env): { options: LoggerOptions } | undefined {
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV === 'production' ? 'json' : 'pretty')
  if (format !== 'json') return undefined
  return {
    options: {
      level: env.LOG_LEVEL?.trim() || 'info',
      messageKey: 'msg',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
      mixin: () => {
        const context = requestContext().getStore()
        return context ? { requestId: context.requestId } : {}
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => scrubValue(arg)) as Parameters<typeof method>)
        },
      },
    },
  }
}
