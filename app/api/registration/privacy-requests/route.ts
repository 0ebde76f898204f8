import { signInDoor } from '@/lib/auth/sign-in-door'
import { requestCorrectionOrDeletion } from '@/lib/privacy/rights'

export const POST = signInDoor(requestCorrectionOrDeletion)
