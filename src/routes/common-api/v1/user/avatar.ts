import { AVATAR_MAX_BYTES, AvatarUploadSchema } from '@/modules/accounts'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/user/avatar', {
  POST: endpoint(
    { auth: 'user', input: AvatarUploadSchema, body: 'multipart', maxFileBytes: AVATAR_MAX_BYTES },
    (app) => app.accounts.uploadAvatar,
  ),
  DELETE: endpoint({ auth: 'user' }, (app) => app.accounts.removeAvatar),
})
