import type { CollectionAfterOperationHook, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest, SelectType } from 'payload'

import { isStaff } from '../../lib/auth/staff'
import { recordAccess, type AccessAction, type AccessEntry } from '../../lib/privacy/access-log'
import { askAgainUnlessProven } from '../access/recent-proof'

/**
 * The most records one read may return without a second-factor code from the last ten minutes: the admin's largest
 * list page. A read of more (a larger `limit`, `limit=0` or `pagination=false`) is a bulk copy of the data, as an
 * export is, and asks again as the export does.
 */
export const BULK_READ_LIMIT = 100

/** Fields that tell nothing about a person: a read of these alone (the admin's check that a document did not change meanwhile) is no access to anyone's data. */
const NOT_PERSONAL = new Set(['id', 'createdAt', 'updatedAt'])

type Doc = { id: number; reference?: string | null }
type ReadArgs = { id?: unknown; limit?: number; pagination?: boolean; currentDepth?: number; select?: SelectType | null }

/** How a collection's reads are written to the access log: the action of a list and of one document, and whose that document is. */
export type StaffReads = { list: AccessAction; single: AccessAction; whose: (doc: Doc) => Pick<AccessEntry, 'application' | 'details'> }

/**
 * A read by staff through the REST API or the admin (access control on, a staff account): the server's own Local API
 * work (retention, the exports' building, the dashboard's counts) runs with access control off and is not one.
 */
const byStaff = (req: PayloadRequest, overrideAccess: boolean | undefined) => !overrideAccess && isStaff(req.user)

/** Only a select that asks for nothing but NOT_PERSONAL fields; one that leaves fields out (`{email: false}`) or nests returns the rest. */
const selectsNothingPersonal = (select: SelectType | null | undefined) => {
  const wanted = select && typeof select === 'object' ? Object.entries(select) : []
  return wanted.length > 0 && wanted.every(([field, value]) => value === true && NOT_PERSONAL.has(field))
}

const asksForMany = ({ id, limit, pagination, currentDepth }: ReadArgs) =>
  id === undefined && !currentDepth && (pagination === false || limit === 0 || (limit ?? 0) > BULK_READ_LIMIT)

/**
 * The collection hooks that log staff reads of personal data (개인정보의 안전성 확보조치 기준 제8조: every access is
 * recorded): one line per list read (how many records, which ids) and one per document read (whose), with who and
 * from where; and the question again before a bulk read.
 */
export function staffReadHooks({ list, single, whose }: StaffReads): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation' | 'afterOperation'>> {
  const askAgainBeforeBulkReads: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
    const bulkUpdate = operation === 'update' && (args as ReadArgs).id === undefined
    if ((operation === 'read' || bulkUpdate) && byStaff(req, overrideAccess) && (bulkUpdate || asksForMany(args as ReadArgs))) await askAgainUnlessProven(req)
    return args
  }

  const logStaffReads: CollectionAfterOperationHook = async ({ args, operation, overrideAccess, req, result }) => {
    if (!byStaff(req, overrideAccess) || selectsNothingPersonal((args as ReadArgs).select)) return result
    // A write answers with the documents as well: they are read as much as a find's.
    const docs = operation === 'find' || operation === 'update' ? ((result as { docs?: Doc[] } | null)?.docs ?? []) : []
    const entry: AccessEntry | null =
      operation === 'find' || (operation === 'update' && docs.length > 0)
        ? { action: list, details: { count: docs.length, ids: docs.map(({ id }) => id) } }
        : (operation === 'findByID' || operation === 'updateByID') && result
          ? { action: single, ...whose(result as Doc) }
          : null
    // Inside a transaction (a read within a write) the line is part of it; otherwise it is written on its own, so
    // the request's other reads, which the admin runs side by side, are not drawn into a transaction of ours.
    if (entry) await recordAccess(req.payload, req, entry, req.transactionID ? req : undefined)
    return result
  }

  return { beforeOperation: [askAgainBeforeBulkReads], afterOperation: [logStaffReads] }
}
