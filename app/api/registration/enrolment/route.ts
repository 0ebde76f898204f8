import { signInDoor } from '@/lib/auth/sign-in-door'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { answerEnrolment } from '@/lib/registration/enrolment-answer'

export const POST = signInDoor(answerEnrolment, refuseUnreadableBirthDate)
