import { createFileRoute } from '@tanstack/react-router'
import { removeAvatar, uploadAvatar } from '@/modules/accounts/avatar.server'
import { rest } from '@/server/http/rest.server'

export const Route = createFileRoute('/common-api/v1/user/avatar')({
  server: {
    handlers: {
      POST: rest(({ request }) => uploadAvatar(request)),
      DELETE: rest(({ request }) => removeAvatar(request.headers)),
    },
  },
})
