import { signInDoor } from '@/lib/auth/sign-in-door'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { lookUpApplicationStatus } from '@/lib/registration/status'

export const POST = signInDoor(lookUpApplicationStatus, refuseUnreadableBirthDate)
