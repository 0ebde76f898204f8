import { passwordCheckEndpoint } from '@/lib/auth/password-check-endpoint'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { answerEnrolment } from '@/lib/registration/enrolment-answer'

export const POST = passwordCheckEndpoint(answerEnrolment, refuseUnreadableBirthDate)
