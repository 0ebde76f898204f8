import { signInDoor } from '@/lib/auth/sign-in-door'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { showHeldData } from '@/lib/privacy/rights'

export const POST = signInDoor(showHeldData, refuseUnreadableBirthDate)
