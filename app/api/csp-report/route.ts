import { logCspReport } from '@/lib/security/csp-report'

export const POST = logCspReport
