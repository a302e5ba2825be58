import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import { BannerListSchema } from './banner.schema'

/** The assets page's banners: every size of one language and design, with its address and `alt`. */
export const fetchBanners = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(BannerListSchema))
  .handler(({ data, context }) => context.app.affiliate.banner.list(context.caller, data))
