/**
 * Drafts that staff can also publish or unpublish at a chosen time (Payload's scheduled publishing, called
 * 게시 예약 in the admin; the job runs in cms/jobs/index.ts, the admin's parts are in cms/admin/schedule/).
 * Times are picked from a 24-hour list every 10 minutes. Autosave stays off: a draft is saved when staff
 * press the button.
 */
export const SCHEDULED_DRAFTS = { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 10 } }
