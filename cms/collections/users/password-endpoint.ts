import type { Endpoint } from 'payload'

import { validationErrors } from '../../../lib/payload/errors'
import { fromOwnScript } from '../../../lib/security/own-script'
import { isActiveUser } from '../../access/is-admin'
import { adminT } from '../../admin-translations'
import { readBody } from '../shared/read-body'

const MAX_PASSWORD = 128
const CONTROL_CHARACTERS = /\p{Cc}/u


/**
 * POST /cms-api/users/change-password `{password}`: the signed-in account sets a new password of its
 * own (the admin's page for a generated first password). A staff account's follows the staff rule
 * (cms/collections/users/hooks/staff-password.ts); this session stays, the account's others end.
 */
export const changePasswordEndpoint: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const t = adminT(req.t)
    if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return Response.json({ message: t('password:forbidden') }, { status: 403 })
    const { password } = await readBody(req)
    if (typeof password !== 'string' || password.length > MAX_PASSWORD || CONTROL_CHARACTERS.test(password) || password.trim() === '') {
      return Response.json({ message: t('password:weak'), errors: { password: [t('password:weak')] } }, { status: 422 })
    }
    try {
      await req.payload.update({ collection: 'users', id: req.user.id, data: { password }, overrideAccess: true, req })
    } catch (error) {
      const refused = validationErrors(error)?.filter((item) => item.path === 'password')
      if (!refused?.length) throw error
      const messages = refused.map((item) => item.message ?? t('password:weak'))
      return Response.json({ message: messages[0], errors: { password: messages } }, { status: 422 })
    }
    return Response.json({ message: t('password:changed') })
  },
}
