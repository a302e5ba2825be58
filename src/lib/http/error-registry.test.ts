import { describe, expect, it, vi } from 'vitest'
import { apiErrorHandlers, errorHandlersReady, registerErrorHandlers } from './error-registry'

describe('error handler registry', () => {
  it('installs handlers only when the client loads, then at once; disposing uninstalls them', async () => {
    const uninstall = vi.fn(() => apiErrorHandlers.delete(401))
    const install = vi.fn(async () => {
      apiErrorHandlers.set(401, () => 'to login')
      return uninstall
    })
    const dispose = registerErrorHandlers(install)
    expect(install).not.toHaveBeenCalled()

    await errorHandlersReady()
    await errorHandlersReady()
    expect(install).toHaveBeenCalledTimes(1)
    expect(apiErrorHandlers.has(401)).toBe(true)

    const late = vi.fn(async () => () => {})
    registerErrorHandlers(late)
    expect(late).toHaveBeenCalledTimes(1)

    dispose()
    await vi.waitFor(() => expect(uninstall).toHaveBeenCalled())
    expect(apiErrorHandlers.has(401)).toBe(false)
  })
})
