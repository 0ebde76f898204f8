// Results day: at the announced hour every applicant looks up their own result at once (POST /api/registration/status
// with reference, e-mail and date of birth), while the round's announcement passes and its result mails go out.
// Each answer is the applicant's own, so no page cache helps.
import fs from 'node:fs'
import http from 'node:http'

const INSTANTS = ['applicationOpensAt', 'applicationClosesAt', 'announcementAt', 'enrolmentOpensAt', 'enrolmentClosesAt']
/** As wrk's `--timeout` in the other rows: an answer later than this is an error. */
const TIMEOUT_MS = 10_000
const RESULTS = [{ result: 'pass' }, { result: 'fail' }, { result: 'waitlist', waitlistRank: 1 }]

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const later = (raw, ms) => new Date(Date.parse(raw) + ms).toISOString()

async function adminCall(baseUrl, headers, path, method, body) {
  const response = await fetch(`${baseUrl}/cms-api/${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  const reply = await response.json()
  if (!response.ok) throw new Error(`${method} /cms-api/${path} answered ${response.status}: ${JSON.stringify(reply).slice(0, 300)}`)
  return reply
}

/**
 * Records a result on each application (pass, fail, waiting list in turn) while its round's announcement is still
 * ahead, then moves the round whole so that it is announced `announceInMs` from now; resolves to that instant and the
 * move's undo (the rest of the bench registers and audits the registration page in the round's open period). The
 * round's save queues its mails for the instant (cms/collections/admission-rounds).
 */
async function decideAndAnnounceSoon(baseUrl, adminHeaders, applications, announceInMs) {
  for (const [index, { id }] of applications.entries()) await adminCall(baseUrl, adminHeaders, `applications/${id}`, 'PATCH', RESULTS[index % RESULTS.length])
  const { round: roundId } = await adminCall(baseUrl, adminHeaders, `applications/${applications[0].id}?depth=0`, 'GET')
  const round = await adminCall(baseUrl, adminHeaders, `admission-rounds/${roundId}?depth=0`, 'GET')
  const shifted = (shift) => ({ ...Object.fromEntries(INSTANTS.map((name) => [name, later(round[name], shift)])), interviewDays: round.interviewDays.map(({ day }) => ({ day: later(day, shift) })) })
  const moved = shifted(Date.now() + announceInMs - Date.parse(round.announcementAt))
  await adminCall(baseUrl, adminHeaders, `admission-rounds/${roundId}`, 'PATCH', moved)
  return { announcedAt: Date.parse(moved.announcementAt), undo: () => adminCall(baseUrl, adminHeaders, `admission-rounds/${roundId}`, 'PATCH', shifted(0)) }
}

/** One lookup on a kept-alive connection of `agent`: its status, whether the answer shows a result, and when it was sent and answered. */
function lookUp(url, agent, proof) {
  const body = JSON.stringify(proof)
  const sent = Date.now()
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const reply = response.statusCode === 200 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined
          resolve({
            status: response.statusCode,
            shown: Boolean(reply?.data?.result),
            sent,
            answered: Date.now(),
          })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 'failed', shown: false, sent, answered: Date.now() }))
    request.end(body)
  })
}

/**
 * `connections` clients, each on its own kept-alive connection from its own loopback address (127.0.x.y, as the
 * contract tests send from), look up the applications' results in turn for `seconds`; the round is announced a
 * quarter into the load. Every applicant is decided, so an answer sent after the instant must show the result and
 * one answered before it must not: either failing counts as an error, as do answers other than 200 and timeouts.
 * `mailsDelivered()` counts the mails the SMTP catcher received; `serverCpuSeconds()` the site's CPU so far.
 */
export async function resultsDay(baseUrl, { applications, adminHeaders, connections, seconds, mailsDelivered, serverCpuSeconds, serverMemoryMiB }) {
  const { announcedAt, undo } = await decideAndAnnounceSoon(baseUrl, adminHeaders, applications, 2000 + (seconds * 1000) / 4)
  const url = `${baseUrl}/api/registration/status?locale=ko`
  const agents = Array.from(
    { length: connections },
    (_, index) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
      }),
  )
  const proofs = applications.map(({ reference, email, dob }) => ({
    reference,
    email,
    dob,
  }))
  // Two quiet seconds of warming (the route's first compile of its code paths), then the measured load.
  const warmEnd = Date.now() + 2000
  await Promise.all(
    agents.map(async (agent, index) => {
      while (Date.now() < warmEnd) await lookUp(url, agent, proofs[index % proofs.length])
    }),
  )
  const mailsBefore = mailsDelivered()
  const cpuBefore = serverCpuSeconds()
  const started = Date.now()
  const end = started + seconds * 1000
  const answers = []
  let memoryPeak = 0
  const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, serverMemoryMiB())), 250)
  await Promise.all(
    agents.map(async (agent, index) => {
      for (let turn = index; Date.now() < end; turn += connections) answers.push(await lookUp(url, agent, proofs[turn % proofs.length]))
    }),
  )
  clearInterval(sampler)
  const elapsed = (Date.now() - started) / 1000
  const cpu = serverCpuSeconds() - cpuBefore
  const mailsInLoad = mailsDelivered() - mailsBefore
  for (const agent of agents) agent.destroy()
  await undo()
  const wrong = answers.filter(({ status, shown, sent, answered }) => status === 200 && ((sent > announcedAt && !shown) || (answered < announcedAt && shown)))
  const statuses = {}
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1
  const sorted = answers.map(({ sent, answered }) => answered - sent).sort((a, b) => a - b)
  return {
    applicants: applications.length,
    connections,
    'answers/s': Math.round(answers.length / elapsed),
    'p50 ms': percentile(sorted, 50),
    'p95 ms': percentile(sorted, 95),
    'p99 ms': percentile(sorted, 99),
    errors: answers.filter(({ status }) => status !== 200).length + wrong.length,
    statuses: JSON.stringify(statuses),
    'shown after the instant': answers.filter(({ shown }) => shown).length,
    'announced at s': Number(((announcedAt - started) / 1000).toFixed(1)),
    'result mails in the load': mailsInLoad,
    'server CPU ms each': Number(((cpu * 1000) / answers.length).toFixed(1)),
    'server CPU %': Math.round((cpu / elapsed) * 100),
    'peak RSS MiB': Math.round(memoryPeak),
  }
}

/** The mails an SMTP catcher wrote to `dir` so far (tests/setup/mail-catcher.ts writes one .eml file each). */
export const mailsIn = (dir) => () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).length : 0)
