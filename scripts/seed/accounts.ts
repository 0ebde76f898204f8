import { createLocalReq, type Payload } from 'payload'

import { normalizeSecret, sealSecret } from '../../lib/auth/second-factor/totp'
import { recordRightsChange } from '../../lib/privacy/rights-records'
import { adminEmail } from './admin-settings'
import { generatedPassword } from './generated-password'
import { seedContext } from './upsert'

/** ADMIN_TOTP_SECRET as stored, or undefined when unset (refusedAdminSetting has refused one that is no secret). */
function provisionedSecondFactor(): { totpSecret: string; twoFactorSince: string } | undefined {
  const secret = normalizeSecret(process.env.ADMIN_TOTP_SECRET ?? '')
  if (!secret) return undefined
  return { totpSecret: sealSecret(secret), twoFactorSince: new Date().toISOString() }
}

const mustEnrollNotice = (email: string) =>
  `[site] ${email} has no second factor yet: signing in to /admin with its password leads to setting one up (an authenticator app's QR code, a first code, ten recovery codes). ADMIN_TOTP_SECRET (base32) provisions it instead.`

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD (a staff password: lib/auth/password-policy.ts), or a
 * generated password (data/admin-password.txt) it must change at its first sign-in, and ADMIN_TOTP_SECRET as the secret of its authenticator; without it the admin sets up two-step
 * sign-in at the first sign-in. A first admin that still has no second factor takes ADMIN_TOTP_SECRET
 * when it is given later.
 */
export async function seedAccounts(payload: Payload) {
  const email = adminEmail()
  const secondFactor = provisionedSecondFactor()
  const existing = await payload.db.findOne<{ id: number; totpSecret?: string | null; twoFactorSince?: string | null }>({ collection: 'users', where: { email: { equals: email } } })
  if (existing) {
    if (secondFactor && !existing.totpSecret) {
      await payload.db.updateOne({ collection: 'users', id: existing.id, data: secondFactor })
      await recordProvisioned(payload, existing.id, email)
    } else if (!existing.twoFactorSince) console.log(mustEnrollNotice(email))
    return
  }
  // A generated password was shown on a terminal or left in a file: the admin replaces it at the first sign-in.
  const given = process.env.ADMIN_PASSWORD
  const password = given || generatedPassword('Admin account', email, 'admin-password.txt')
  const created = await payload.create({
    collection: 'users',
    data: { email, password, name: '관리자', type: 'admin', state: 'active', passwordChangeRequired: !given, ...secondFactor },
    overrideAccess: true,
    context: seedContext(),
  })
  if (secondFactor) await recordProvisioned(payload, created.id, email)
  else console.log(mustEnrollNotice(email))
}

/** A second factor given by ADMIN_TOTP_SECRET is an enrollment like any other in the record of access rights (by the site itself, no account). */
async function recordProvisioned(payload: Payload, id: number, email: string) {
  await recordRightsChange(await createLocalReq({}, payload), { subject: id, subjectEmail: email, change: 'secondFactorEnrolled' })
}
