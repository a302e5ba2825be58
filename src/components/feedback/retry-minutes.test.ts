import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode, REQUEST_TOO_FAST } from '@/lib/errors/codes'
import { minutesUntilRetry } from './retry-minutes'

describe('the feedback limit’s wait', () => {
  it('turns a 429’s retry_after into whole minutes, rounding up', () => {
    expect(minutesUntilRetry(new AppError(ErrorCode.TOO_FAST, REQUEST_TOO_FAST, { retry_after: 61 }))).toBe(2)
    expect(minutesUntilRetry(new AppError(ErrorCode.TOO_FAST, REQUEST_TOO_FAST, { retry_after: 1 }))).toBe(1)
    expect(minutesUntilRetry(new AppError(ErrorCode.TOO_FAST, REQUEST_TOO_FAST))).toBe(60)
  })

  it('is no answer for any other failure', () => {
    expect(minutesUntilRetry(new AppError(ErrorCode.VALIDATION, 'invalid', { fields: {} }))).toBeNull()
    expect(minutesUntilRetry(new Error('offline'))).toBeNull()
  })
})
