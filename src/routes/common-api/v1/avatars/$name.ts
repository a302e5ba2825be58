import { defineApiRoute } from '@/server/http/api-route'
import { readAvatar } from '@/modules/accounts/avatar.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/avatars/:name', {
  GET: rest(({ params }) => readAvatar(params.name ?? '')),
})
