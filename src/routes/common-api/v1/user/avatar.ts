import { defineApiRoute } from '@/server/http/api-route'
import { removeAvatar, uploadAvatar } from '@/modules/accounts/avatar.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/user/avatar', {
  POST: rest(({ request }) => uploadAvatar(request)),
  DELETE: rest(({ request }) => removeAvatar(request.headers)),
})
