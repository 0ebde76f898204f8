import { signedInUser } from '@/lib/auth/signed-in'

export const GET = signedInUser
