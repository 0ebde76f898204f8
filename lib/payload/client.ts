import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process. */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
