import { readBodyWithin } from './read-body'

const REPORT_LIMIT = 16 * 1024

type Violation = { 'document-uri'?: string; 'blocked-uri'?: string; 'violated-directive'?: string; 'effective-directive'?: string }

/** An address without its query and fragment: those may carry a visitor's data. */
const withoutQuery = (url: unknown) => (typeof url === 'string' ? url.split(/[?#]/)[0].slice(0, 300) : '-')

/**
 * POST /api/csp-report: browsers report what the Content-Security-Policy blocked. One line in the
 * log per report (page, blocked address, directive), so a policy that breaks a feature shows up;
 * the browser tests fail on any such line.
 */
export async function logCspReport(request: Request): Promise<Response> {
  const body = await readBodyWithin(request, REPORT_LIMIT)
  try {
    const report = (JSON.parse(Buffer.from(body ?? new Uint8Array()).toString('utf8')) as { 'csp-report'?: Violation })['csp-report']
    if (report) {
      const directive = report['effective-directive'] ?? report['violated-directive'] ?? '-'
      console.warn(`[site] Content-Security-Policy violation: ${directive} blocked ${withoutQuery(report['blocked-uri'])} on ${withoutQuery(report['document-uri'])}`)
    }
  } catch {
    // Not a report: nothing to log.
  }
  return new Response(null, { status: 204 })
}
