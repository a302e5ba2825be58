import { createServerFn } from '@tanstack/react-start'
import { formInput, input, withCaller } from '@/server/http/server-fn'
import { AvatarUploadSchema, DeleteAccountSchema, UpdateUserSchema } from './accounts.schema'

/**
 * The accounts module's operations for the web UI, over the services of GET/PUT/DELETE /user and
 * POST/DELETE /user/avatar.
 */

/** The signed-in user's info for pages (SSR and navigation), or null; a renewed session cookie goes with it. */
export const fetchUserInfo = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.accounts.currentUser(context.caller))

/** Whether the signed-in user has a password to change (the profile's password panel). */
export const fetchHasPassword = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.accounts.hasPassword(context.caller))

export const updateUserFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(UpdateUserSchema))
  .handler(({ data, context }) => context.app.accounts.updateUser(context.caller, data))

export const deleteAccountFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(DeleteAccountSchema))
  .handler(({ data, context }) => context.app.accounts.deleteAccount(context.caller, data))

export const uploadAvatarFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(formInput(AvatarUploadSchema))
  .handler(({ data, context }) => context.app.accounts.uploadAvatar(context.caller, data))

export const removeAvatarFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .handler(({ context }) => context.app.accounts.removeAvatar(context.caller))
