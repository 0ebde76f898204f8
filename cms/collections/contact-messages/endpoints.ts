import type { Endpoint } from 'payload'

import { exportContactMessages } from '../../../lib/privacy/export-contact-messages'
import { contactFilters } from '../../../lib/privacy/export-filters'
import { exportEndpoint } from '../shared/export-endpoint'

/** GET /cms-api/contact-messages/export?handled=&from=&to=: the inbox as an .xlsx file, for admins. */
export const contactMessageEndpoints: Endpoint[] = [
  exportEndpoint({
    area: 'contact-messages',
    name: { ko: '문의함', en: 'contact-messages', ascii: 'contact-messages' },
    filters: (_req, params) => contactFilters(params),
    build: (req, filters, where, text) => exportContactMessages(req.payload, filters, where, req, text),
  }),
]
