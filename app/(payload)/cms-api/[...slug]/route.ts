import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/lib/security/cms-api-guard'

export const GET = guardCmsApi(REST_GET(config))
export const POST = guardCmsApi(REST_POST(config))
export const DELETE = guardCmsApi(REST_DELETE(config))
export const PATCH = guardCmsApi(REST_PATCH(config))
export const PUT = guardCmsApi(REST_PUT(config))
export const OPTIONS = guardCmsApi(REST_OPTIONS(config))
