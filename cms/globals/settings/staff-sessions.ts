import type { Field, GlobalAfterChangeHook } from 'payload'

import { forgetIdleMinutes, IDLE_MINUTES } from '../../../lib/auth/idle-minutes'

/**
 * How long a staff session may go unused before it ends (Korea's safety-measure standard for personal data asks
 * access that ends when not needed): lib/auth/idle-sessions.ts ends it, and the admin and the site warn two minutes
 * before with a button to stay signed in.
 */
export const staffSessionFields: Field = {
  name: 'staffSessions',
  type: 'group',
  label: { ko: '관리자 로그인 유지', en: 'Staff sessions' },
  fields: [
    {
      name: 'idleMinutes',
      label: { ko: '사용하지 않으면 로그아웃 (분)', en: 'Sign out after this many minutes unused' },
      type: 'number',
      required: true,
      defaultValue: IDLE_MINUTES.default,
      min: IDLE_MINUTES.min,
      max: IDLE_MINUTES.max,
      admin: {
        step: 1,
        description: {
          ko: '관리자가 이 시간 동안 아무 요청도 하지 않으면 로그인이 끝납니다. 끝나기 2분 전에 "계속 이용" 버튼이 있는 안내가 보입니다. 5분에서 480분 사이, 기본 30분. 바꾸면 지금 로그인한 관리자에게도 바로 적용됩니다.',
          en: 'A staff session with no request for this long ends. Two minutes before, a notice offers to stay signed in. 5 to 480 minutes, 30 by default. A change applies at once, to sessions already open too.',
        },
      },
    },
  ],
}

export const forgetIdleMinutesOnChange: GlobalAfterChangeHook = ({ doc }) => {
  forgetIdleMinutes()
  return doc
}
