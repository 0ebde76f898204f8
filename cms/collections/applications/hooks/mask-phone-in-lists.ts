import type { FieldHook } from 'payload'

import { maskPhone } from '../../../../lib/privacy/masking'

/**
 * A phone read for a list (the admin's list, /cms-api's lists) is masked, `010-****-5678`; an
 * application's own page shows it whole, for staff to call. The site's own reads (the applicant's
 * /student page and their my-data answer, the export, which masks it itself unless the admin chose
 * otherwise) ask for it whole with `context.wholeNumbers`.
 */
export const maskPhoneInLists: FieldHook = ({ value, findMany, context }) =>
  findMany && !context.wholeNumbers && typeof value === 'string' && value ? maskPhone(value) : value
