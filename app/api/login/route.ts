import { signIn } from '@/lib/auth/login'
import { signInDoor } from '@/lib/auth/sign-in-door'

export const POST = signInDoor(signIn)
