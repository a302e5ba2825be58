import { DeleteAccountSchema, UpdateUserSchema } from '@/modules/accounts'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/user', {
  GET: endpoint({ auth: 'user' }, (app) => app.accounts.me),
  PUT: endpoint({ auth: 'user', input: UpdateUserSchema }, (app) => app.accounts.updateUser),
  DELETE: endpoint({ auth: 'user', input: DeleteAccountSchema }, (app) => app.accounts.deleteAccount),
})
