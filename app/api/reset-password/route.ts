import { resetPassword } from '@/lib/auth/password-reset'
import { passwordCheckEndpoint } from '@/lib/auth/password-check-endpoint'

export const POST = passwordCheckEndpoint(resetPassword)
