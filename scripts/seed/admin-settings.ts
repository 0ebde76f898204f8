import { adminTranslations } from '../../cms/admin-translations'
import { staffPasswordProblem } from '../../lib/auth/password-policy'
import { normalizeSecret } from '../../lib/auth/second-factor/totp'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

const BASE32_RULE = {
  ko: 'ADMIN_TOTP_SECRET은 인증 앱이 받는 base32 비밀 값(A-Z와 2-7, 16자 이상)이어야 합니다.',
  en: 'ADMIN_TOTP_SECRET must be a base32 secret (letters A-Z and digits 2-7, at least 16 of them), as authenticator apps take it.',
}

/**
 * Why the first admin's settings cannot be used, on one line in Korean and English (npm start prints it and stops
 * before writing anything), or null when they can: ADMIN_PASSWORD must be a staff password, ADMIN_TOTP_SECRET a
 * base32 secret.
 */
export function refusedAdminSetting(env: Record<string, string | undefined> = process.env): string | null {
  const password = env.ADMIN_PASSWORD
  const problem = password ? staffPasswordProblem(password, adminEmail(env)) : null
  if (problem) return `ADMIN_PASSWORD: ${adminTranslations.ko.password[problem]} / ${adminTranslations.en.password[problem]}`
  const secret = env.ADMIN_TOTP_SECRET
  if (secret && !normalizeSecret(secret)) return `${BASE32_RULE.ko} / ${BASE32_RULE.en}`
  return null
}

export const adminEmail = (env: Record<string, string | undefined> = process.env) => env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
