import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process. */
export const payloadClient = (): Promise<Payload> => getPayload({ config })

/** The same instance, with the jobs queue's crons (jobs.autoRun) started: only the running site asks for them, never a script. */
export const startJobs = (): Promise<Payload> => getPayload({ config, cron: true })
