import { FavoriteSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/:id/favorite', {
  POST: endpoint({ auth: 'user', input: FavoriteSchema }, (app) => app.designs.setFavorite),
})
