import type { Access } from 'payload'

/** No account, admins included: what only the site's own code writes (with access control off). */
export const nobody: Access = () => false
