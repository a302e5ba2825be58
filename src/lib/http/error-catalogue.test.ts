import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../errors/app-error'
import { createErrorHandler } from './error-catalogue'

describe('generic error catalogue', () => {
  const tooFast = new AppError(429, 'request too fast')

  it('toasts the server message, or the fallback', () => {
    const toastError = vi.fn()
    const handle = createErrorHandler({ toastError })
    handle(new AppError(400102, 'Quota used up'), { method: 'GET', path: '/', body: undefined })
    handle(new AppError(500, ''), { method: 'GET', path: '/', body: undefined })
    expect(toastError.mock.calls).toEqual([['Quota used up'], ['An error occurred.']])
  })

  it('stays silent about request too fast for a paid rank only', () => {
    const toastError = vi.fn()
    createErrorHandler({ toastError, isPaidRank: () => true })(tooFast, { method: 'GET', path: '/', body: undefined })
    expect(toastError).not.toHaveBeenCalled()
    createErrorHandler({ toastError, isPaidRank: () => false })(tooFast, { method: 'GET', path: '/', body: undefined })
    expect(toastError).toHaveBeenCalledWith('request too fast')
  })

  it('lets a domain take over a code', () => {
    const toastError = vi.fn()
    const on401 = vi.fn()
    const handle = createErrorHandler({ toastError, handlers: new Map([[401, on401]]) })
    handle(new AppError(401, 'no'), { method: 'GET', path: '/', body: undefined })
    expect(on401).toHaveBeenCalled()
    expect(toastError).not.toHaveBeenCalled()
  })
})
