import type { Endpoint, PayloadRequest, Where } from 'payload'

import { attachment } from '../../../lib/storage/attachment'
import type { FilterResult } from '../../../lib/privacy/export-filters'
import { exportTexts, type ExportTexts } from '../../../lib/privacy/export-texts'
import { koreanToday } from '../../../lib/registration/calendar-date'
import { fromOwnScript } from '../../../lib/security/own-script'
import { staffMay, type Area } from '../../access/roles'
import { unlessRecentlyProven } from '../../access/recent-proof'
import { adminT, type AdminTranslationKey } from '../../admin-translations'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type ExportSpec<F> = {
  /** The collection exported: who may is its matrix's `export` (cms/access/roles.ts). */
  area: Area
  /** The file's name before its date: Korean for the office, and an ASCII one for old clients. */
  name: { ko: string; en: string; ascii: string }
  filters: (req: PayloadRequest, params: URLSearchParams) => Promise<FilterResult<F>> | FilterResult<F>
  build: (req: PayloadRequest, filters: F, where: Where, text: ExportTexts) => Promise<{ body: Uint8Array; count: number }>
}

/**
 * GET /cms-api/{collection}/export?…: an .xlsx file of the documents the filters chose, for the staff
 * the access matrix lets export, with a second-factor code from the last ten minutes, and from the admin's own script (the
 * list view's button): a link from another site, opened in a staff member's browser, must not download the
 * applicants' numbers in their name. A filter that names nothing is a 422 with the problem
 * under its name. Each export is written to the access log by `build`.
 */
export function exportEndpoint<F>(spec: ExportSpec<F>): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const t = adminT(req.t)
      if (!staffMay(req.user, spec.area, 'export') || !fromOwnScript(req.headers)) return Response.json({ message: t('applications:forbidden') }, { status: 403 })
      const askAgain = await unlessRecentlyProven(req)
      if (askAgain) return askAgain
      const params = req.searchParams ?? new URL(req.url ?? 'http://localhost').searchParams
      const parsed = await spec.filters(req, params)
      if ('errors' in parsed) {
        const errors = Object.fromEntries(Object.entries(parsed.errors).map(([field, problem = 'invalid']) => [field, [t(`exports:bad${problem[0].toUpperCase()}${problem.slice(1)}` as AdminTranslationKey)]]))
        return Response.json({ message: t('exports:invalid'), errors }, { status: 422 })
      }
      const text = exportTexts(req)
      const { body, count } = await spec.build(req, parsed.filters, parsed.where, text)
      const day = koreanToday()
      return new Response(body as BodyInit, {
        headers: {
          'Content-Type': XLSX,
          'Content-Length': String(body.byteLength),
          'Content-Disposition': attachment(`${spec.name[text.language]}-${day}.xlsx`, `${spec.name.ascii}-${day}.xlsx`),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Export-Count': String(count),
        },
      })
    },
  }
}
