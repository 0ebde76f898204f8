import { passwordCheckEndpoint } from '@/lib/auth/password-check-endpoint'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { requestCorrectionOrDeletion } from '@/lib/privacy/rights'

export const POST = passwordCheckEndpoint(requestCorrectionOrDeletion, refuseUnreadableBirthDate)
