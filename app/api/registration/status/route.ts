import { passwordCheckEndpoint } from '@/lib/auth/password-check-endpoint'
import { refuseUnreadableBirthDate } from '@/lib/privacy/applicant-proof'
import { lookUpApplicationStatus } from '@/lib/registration/status'

export const POST = passwordCheckEndpoint(lookUpApplicationStatus, refuseUnreadableBirthDate)
