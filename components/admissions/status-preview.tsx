'use client'

import type { ApplicationStatus } from '@/lib/api/types'

import { StatusResult } from './status-result'

/**
 * The status lookup's answer as its applicant sees it, for the staff's preview in /admin
 * (cms/collections/applications/admin/applicant-view.tsx): the same component, rendered in the browser under the
 * applicant's texts.
 */
export function StatusPreview({ status }: { status: ApplicationStatus }) {
  return <StatusResult status={status} />
}
