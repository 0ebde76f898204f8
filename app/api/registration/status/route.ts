import { signInDoor } from '@/lib/auth/sign-in-door'
import { lookUpApplicationStatus } from '@/lib/registration/status'

export const POST = signInDoor(lookUpApplicationStatus)
