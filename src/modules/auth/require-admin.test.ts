import { isNotFound, isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { UserInfo } from '@/modules/accounts'
import { requireAdmin } from './guards'

const location = { pathname: '/de/admin/affiliates', searchStr: '?status=pending' } as ParsedLocation
const info = (role: 'user' | 'admin') => ({ user: { role } }) as UserInfo

function thrown(run: () => void): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('requireAdmin', () => {
  it('lets an operator in', () => {
    expect(thrown(() => requireAdmin({ context: { userInfo: info('admin') }, location }))).toBeUndefined()
  })

  it('sends a logged-out reader to login, back to this page after', () => {
    const error = thrown(() => requireAdmin({ context: { userInfo: null }, location }))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { search: { from: string } } }).options.search.from).toBe('de/admin/affiliates?status=pending')
  })

  it('shows other users the not-found page', () => {
    expect(isNotFound(thrown(() => requireAdmin({ context: { userInfo: info('user') }, location })))).toBe(true)
  })
})
