import type { Endpoint } from 'payload'

import { loggableError } from '../../../lib/payload/errors'
import { destroyExpired } from '../../../lib/retention/destroy-expired'
import { fromOwnScript } from '../../../lib/security/own-script'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'

/**
 * POST /cms-api/destruction-register/run: the register's "run now" button. Admins only, from the
 * admin's own script. 409 while another run (another instance's) is under way.
 */
export const runDestructionEndpoint: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    const t = adminT(req.t)
    if (!staffMay(req.user, 'destruction-register', 'run') || !fromOwnScript(req.headers)) return Response.json({ message: t('retention:forbidden') }, { status: 403 })
    try {
      const outcome = await destroyExpired(req.payload, 'admin')
      if (!outcome) return Response.json({ message: t('retention:busy') }, { status: 409 })
      return Response.json({ message: t('retention:done', { destroyed: outcome.destroyed, failed: outcome.failed }), ...outcome }, { status: 200 })
    } catch (error) {
      req.payload.logger.error({ error: loggableError(error), msg: 'Running the destruction from the admin failed' })
      return Response.json({ message: t('retention:failed') }, { status: 500 })
    }
  },
}
