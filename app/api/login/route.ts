import { signIn } from '@/lib/auth/login'
import { passwordCheckEndpoint } from '@/lib/auth/password-check-endpoint'

export const POST = passwordCheckEndpoint(signIn)
