import { AvatarNameSchema } from '@/modules/accounts'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/avatars/:name', {
  GET: endpoint({ auth: 'public', input: AvatarNameSchema }, (app) => app.accounts.readAvatar),
})
