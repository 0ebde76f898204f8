/** What the destruction register (파기 대장) names: the kinds of data destroyed, how a run started and how it ended. */
export const DESTRUCTION_KINDS = [
  { value: 'applications-approved', label: { ko: '합격한 지원서', en: 'Approved applications' } },
  { value: 'applications-rejected', label: { ko: '불합격한 지원서', en: 'Rejected applications' } },
  { value: 'applications-undecided', label: { ko: '결정되지 않은 지원서', en: 'Undecided applications' } },
  { value: 'applicant-files', label: { ko: '지원서 제출 파일', en: 'Applicants’ files' } },
  { value: 'applicant-accounts', label: { ko: '지원자 계정 (승인 대기·거절)', en: 'Applicant accounts (pending, rejected)' } },
  { value: 'contact-messages', label: { ko: '문의', en: 'Contact messages' } },
  { value: 'mail-outbox', label: { ko: '보낸 메일 사본', en: 'Copies of sent mail' } },
  { value: 'backup-archives', label: { ko: '보관 기간이 지난 백업 파일', en: 'Backup archives past their keeping' } },
] as const

export type DestructionKind = (typeof DESTRUCTION_KINDS)[number]['value']

export const RUN_TRIGGERS = [
  { value: 'schedule', label: { ko: '예약 (매일 자동)', en: 'Schedule (daily)' } },
  { value: 'admin', label: { ko: '관리자가 지금 실행', en: 'Run now by an admin' } },
  { value: 'shell', label: { ko: '명령줄 (npm run retention)', en: 'Shell (npm run retention)' } },
] as const

export type RunTrigger = (typeof RUN_TRIGGERS)[number]['value']

export const RUN_STATUSES = [
  { value: 'running', label: { ko: '진행 중', en: 'Running' } },
  { value: 'done', label: { ko: '완료', en: 'Done' } },
  { value: 'partial', label: { ko: '일부 남김 (다음 실행에서 다시)', en: 'Partly left (retried next run)' } },
  { value: 'interrupted', label: { ko: '중단됨 (다음 실행에서 다시)', en: 'Interrupted (retried next run)' } },
] as const

export type RunStatus = (typeof RUN_STATUSES)[number]['value']
