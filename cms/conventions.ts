import type { Plugin } from 'payload'

import { inBothLanguages } from './admin/both-languages'
import { withStaffAdminView } from './admin/staff-admin-view'
import { withLabelledPreview } from './admin/preview'
import { withScheduledPublishing } from './admin/schedule/with-scheduling'
import { withoutSelectAllTooltip } from '../upstream-workarounds/payload-admin/with-select-all-tooltip'
import { withValueChecks } from './hooks/refuse-odd-values'

/**
 * What every collection and global of the school's config gets, as one Payload plugin (first in `plugins`, so the
 * storage plugins see the result): odd values refused, the title in both languages, scheduled publishing, a labelled
 * preview, the office's admin (dates, checkboxes, menu by role) and lists without a developer's tooltip.
 */
export const schoolConventions: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withValueChecks).map(inBothLanguages).map(withScheduledPublishing).map(withLabelledPreview).map(withStaffAdminView).map(withoutSelectAllTooltip),
  globals: config.globals?.map(withStaffAdminView),
})
