/** `/admin/login?reason=idle`: the admin's timeout warning (cms/admin/session-timeout.tsx) ended the session and brought the admin here. */
export const IDLE_REASON = 'idle'
