import { BannerSchema } from '@/modules/affiliate/banner.schema'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

/** A marketing banner as a PNG (public: affiliates embed it; the link around it carries their code). */
export const route = defineApiRoute('/common-api/v1/distribution/banner', {
  GET: endpoint({ auth: 'public', input: BannerSchema }, (app) => app.affiliate.banner.image),
})
