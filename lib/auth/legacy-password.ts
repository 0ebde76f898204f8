import bcrypt from 'bcryptjs'
import type { CollectionBeforeOperationHook } from 'payload'

/** A bcrypt hash as Laravel's Hash::make writes it (`$2y$`), or as other bcrypt libraries do (`$2a$`, `$2b$`). */
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/

/** Whether `password` is the one the old site's bcrypt `hash` was made from. */
export async function legacyPasswordMatches(password: string, hash: string): Promise<boolean> {
  if (!BCRYPT_HASH.test(hash)) return false
  return bcrypt.compare(password, hash)
}

type StoredUser = { id: number; legacyPasswordHash?: string | null; lockUntil?: string | null }

/**
 * Runs before every sign-in (/login, POST /api/login, the admin's and the status lookup's), after the
 * eligibility check. An account brought over from the old site keeps that site's bcrypt hash until its
 * first sign-in: when the password matches it, the password is set as Payload stores its own (pbkdf2, salt
 * and hash) and the old hash is removed, so Payload's login that follows checks it like any other and
 * nobody is asked to reset. A wrong password changes nothing and fails there, counted as any failure.
 */
export const upgradeLegacyPassword: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || typeof password !== 'string' || password === '') return args
  const user = (await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email.toLowerCase().trim() } }, req })) as StoredUser | null
  if (!user?.legacyPasswordHash) return args
  if (user.lockUntil && new Date(user.lockUntil).getTime() > Date.now()) return args
  if (!(await legacyPasswordMatches(password, user.legacyPasswordHash))) return args
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { password, legacyPasswordHash: null },
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  })
  return args
}
