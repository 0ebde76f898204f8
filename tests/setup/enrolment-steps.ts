/** One request of the enrolment steps, made by the office (the run's admin) or by the applicant (a client of their own). */
export type EnrolmentRequest = { path: string; as: 'office' | 'applicant'; method?: 'GET' | 'PATCH' | 'POST'; body?: unknown; headers?: Record<string, string> }

/** How a test client sends an EnrolmentRequest: the contract tests' `call`, the browser tests' request context. */
export type SendEnrolmentRequest = (request: EnrolmentRequest) => Promise<{ status: number; body: unknown }>

type Enrollable = { reference: string; email: string; dob: string; result: string | null; enrolment: string | null; round: { enrolmentOpensAt: string } }

const mustSucceed = (step: string, { status, body }: { status: number; body: unknown }) => {
  if (status !== 200) throw new Error(`${step} failed: ${status} ${JSON.stringify(body)}`)
}

/**
 * What comes before 입금 확인 for an application of a round, as the office and the applicant do it: 합격 recorded, then
 * the applicant's confirmation through the status page's endpoint, the request's clock moved into the round's
 * enrolment period (past the announcement; a test site only). An enrolment confirmed already is left as it is.
 */
export async function admitAndConfirmWith(send: SendEnrolmentRequest, id: number): Promise<void> {
  const application = (await send({ path: `/cms-api/applications/${id}?depth=1`, as: 'office' })).body as Enrollable
  if (application.result !== 'pass') mustSucceed('recording 합격', await send({ path: `/cms-api/applications/${id}`, as: 'office', method: 'PATCH', body: { result: 'pass' } }))
  if (application.enrolment === 'confirmed') return
  const inEnrolment = new Date(Date.parse(application.round.enrolmentOpensAt) + 1000).toISOString()
  mustSucceed(
    'confirming enrolment',
    await send({
      path: '/api/registration/enrolment?locale=en',
      as: 'applicant',
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-test-now': inEnrolment },
      body: { reference: application.reference, email: application.email, dob: application.dob, answer: 'confirm' },
    }),
  )
}
