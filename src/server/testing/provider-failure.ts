import { expect } from 'vitest'
import { ProviderError } from '../providers/provider'

/** A signal nobody aborts: a provider call that runs to its end. */
export const never = () => new AbortController().signal

/** The ProviderError a provider call rejects with (the test fails if it succeeds or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => expect.unreachable('the job succeeded'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return error as ProviderError
}
