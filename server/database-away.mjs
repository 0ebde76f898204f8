// A page or a read that failed because the database is away for a moment (lib/payload/database-away.ts, noted by
// Next.js's onRequestError in instrumentation.ts) is answered 503 with Retry-After: the visitor sees the site's own
// error page in the address's language (app/global-error.tsx), and caches and clients know to try again soon.
import { databaseAwayLately, RETRY_AFTER_SECONDS } from '../lib/payload/database-away.ts'

export function unavailableWhileDatabaseAway(response) {
  const writeHead = response.writeHead
  response.writeHead = function (status, ...rest) {
    if (status !== 500 || !databaseAwayLately()) return writeHead.call(this, status, ...rest)
    this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    this.setHeader('Cache-Control', 'no-store')
    return writeHead.call(this, 503, ...rest)
  }
}
