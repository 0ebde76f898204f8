/**
 * Drafts that staff can also publish or unpublish at a chosen time (Payload's 예약 게시; the job runs in
 * cms/jobs/index.ts). Autosave stays off: a draft is saved when staff press the button.
 */
export const SCHEDULED_DRAFTS = { schedulePublish: true } as const
