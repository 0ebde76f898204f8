import type { Endpoint } from 'payload'

import { validationErrors } from '../../../lib/payload/errors'
import { fromOwnScript } from '../../../lib/security/own-script'
import { isActiveUser } from '../../access/roles'
import { unlessRecentlyProven } from '../../access/recent-proof'
import { adminT } from '../../admin-translations'
import { readBody } from '../shared/read-body'

const MAX_PASSWORD = 128
const CONTROL_CHARACTERS = /\p{Cc}/u
const FIELDS = ['currentPassword', 'password'] as const

/**
 * POST /cms-api/users/change-password `{currentPassword, password}`: the signed-in account sets a new password of its
 * own (the admin's page for a generated first password), with the current one (cms/collections/users/hooks/
 * current-password.ts) and, once the account has a second factor, a code from the last ten minutes. A staff account's
 * follows the staff rule (hooks/staff-password.ts); this session stays, the account's others end.
 */
export const changePasswordEndpoint: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const t = adminT(req.t)
    if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return Response.json({ message: t('password:forbidden') }, { status: 403 })
    const { password, currentPassword } = await readBody(req)
    if (typeof password !== 'string' || password.length > MAX_PASSWORD || CONTROL_CHARACTERS.test(password) || password.trim() === '') {
      return Response.json({ message: t('password:weak'), errors: { password: [t('password:weak')] } }, { status: 422 })
    }
    const askAgain = req.user.twoFactorSince ? await unlessRecentlyProven(req) : null
    if (askAgain) return askAgain
    try {
      await req.payload.update({ collection: 'users', id: req.user.id, data: { password, currentPassword: typeof currentPassword === 'string' ? currentPassword : null }, overrideAccess: true, req })
    } catch (error) {
      const refused = validationErrors(error)?.filter((item) => (FIELDS as readonly string[]).includes(item.path))
      if (!refused?.length) throw error
      const errors = Object.fromEntries(FIELDS.flatMap((field) => {
        const messages = refused.filter((item) => item.path === field).map((item) => item.message ?? t('password:weak'))
        return messages.length ? [[field, messages]] : []
      }))
      return Response.json({ message: refused[0].message ?? t('password:weak'), errors }, { status: 422 })
    }
    return Response.json({ message: t('password:changed') })
  },
}
