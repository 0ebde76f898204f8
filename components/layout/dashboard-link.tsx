'use client'

import NextLink from 'next/link'
import type React from 'react'

import { Link } from '@/i18n/navigation'
import { isStaff } from '@/lib/auth/staff'
import type { StoredUser } from '@/lib/auth/stored-user'

type Props = { type: StoredUser['type']; className?: string; children: React.ReactNode }

/** The signed-in user's area, /{type}: the staff's is Payload's panel, which has no language prefix. */
export function DashboardLink({ type, className, children }: Props) {
  if (isStaff({ type })) {
    return (
      <NextLink href="/admin" prefetch={false} className={className}>
        {children}
      </NextLink>
    )
  }
  return (
    <Link href={`/${type}`} className={className}>
      {children}
    </Link>
  )
}
