/** What a decision puts back when it is undone: the application pending again, as it was. */
export const UNDECIDED = { state: 'pending', decidedAt: null, rejectionReason: null, studentNumber: null } as const
