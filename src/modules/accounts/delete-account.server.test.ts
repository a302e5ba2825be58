import { describe, expect, it } from 'vitest'
import type { Identity } from '@/server/identity/identity.server'
import type { Storage } from '@/server/storage/storage.server'
import { userCaller } from '@/server/testing/caller'
import { deleteAccount } from './delete-account.server'

function setup() {
  const deleted: string[] = []
  const users: string[] = []
  const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as Storage
  const identity = { deleteUser: async (id: string) => void users.push(id) } as unknown as Identity
  const service = deleteAccount({
    identity,
    storage,
    ownedFiles: [async () => ['uploads/aaaaaaaa.jpg'], async () => ['try-on/bbbbbbbb.jpg']],
  })
  return { service, deleted, users }
}

describe('account deletion', () => {
  it('needs the account’s own address, typed', async () => {
    const { service, users, deleted } = setup()
    const caller = userCaller({ email: 'ana@example.com' })
    await expect(service(caller, { confirm_email: 'bo@example.com' })).rejects.toMatchObject({
      code: 400001,
      data: { fields: { confirm_email: 'validation_confirm_delete' } },
    })
    expect(users).toEqual([])
    expect(deleted).toEqual([])
    expect(caller.events).toEqual([])
  })

  it('deletes the user, ends the session, then removes every file the other modules keep and the avatar', async () => {
    const { service, users, deleted } = setup()
    const caller = userCaller({ email: 'ana@example.com', image: '/common-api/v1/avatars/12345678-aaaa.webp' })
    expect(await service(caller, { confirm_email: 'ana@example.com' })).toEqual({})
    expect(users).toEqual(['user-1'])
    expect(caller.events).toEqual(['end'])
    expect(deleted.sort()).toEqual(['avatars/12345678-aaaa.webp', 'try-on/bbbbbbbb.jpg', 'uploads/aaaaaaaa.jpg'])
  })
})
