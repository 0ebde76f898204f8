import { signInDoor } from '@/lib/auth/sign-in-door'
import { showHeldData } from '@/lib/privacy/rights'

export const POST = signInDoor(showHeldData)
