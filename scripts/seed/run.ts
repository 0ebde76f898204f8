// `npm run seed`: adds the demo content that is missing.
import { getPayload } from 'payload'

import config from '../../cms/payload.config'
import { seedDemoContent } from './index'

const payload = await getPayload({ config })
await seedDemoContent(payload)
process.exit(0)
