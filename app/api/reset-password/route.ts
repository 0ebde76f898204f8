import { resetPassword } from '@/lib/auth/password-reset'
import { signInDoor } from '@/lib/auth/sign-in-door'

export const POST = signInDoor(resetPassword)
