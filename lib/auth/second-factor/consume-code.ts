import type { PayloadRequest } from 'payload'

import { findRecoveryCode, normalizeRecoveryCode } from './recovery-codes'
import { acceptedStep, normalizeCode, openSecret } from './totp'

/** The second-factor columns of an account, as the database holds them (hidden from every API answer). */
export type SecondFactorColumns = { id: number; totpSecret?: string | null; totpLastStep?: number | null; recoveryCodes?: unknown }

/**
 * Whether `sent` is a code the account's authenticator shows now (one step of clock drift either way) and newer than
 * the last one it accepted, or one of its recovery codes. Either is spent: the code's step becomes the last accepted
 * one, the recovery code leaves the account. Written in `req`'s transaction, when it has one.
 */
export async function consumeSecondFactorCode(req: PayloadRequest, account: SecondFactorColumns, sent: unknown): Promise<boolean> {
  if (!account.totpSecret) return false
  const code = normalizeCode(sent)
  const step = code ? await acceptedStep(openSecret(account.totpSecret), code, account.totpLastStep) : null
  if (step !== null) {
    await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { totpLastStep: step }, req, returning: false })
    return true
  }
  const recovery = normalizeRecoveryCode(sent)
  const stored = Array.isArray(account.recoveryCodes) ? account.recoveryCodes.filter((entry): entry is string => typeof entry === 'string') : []
  const used = recovery ? await findRecoveryCode(recovery, stored) : -1
  if (used === -1) return false
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { recoveryCodes: stored.filter((_, index) => index !== used) }, req, returning: false })
  return true
}
