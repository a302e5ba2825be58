import { isUploadRejected, type RejectReason } from '@/engine'
import { AppError } from './app-error'
import { ErrorCode } from './codes'

/** Catalogue code 400301 with the reason the client shows (`upload_rejected_<reason>`): 413 for size, 415 otherwise. */
export function uploadRejected(reason: RejectReason): AppError {
  return new AppError(ErrorCode.UPLOAD_REJECTED, 'Upload rejected', { reason }, { status: reason === 'size' ? 413 : 415 })
}

/** Runs an intake step; the engine's refusal becomes the API's error, anything else passes through. */
export async function asUploadError<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (isUploadRejected(error)) throw uploadRejected(error.reason)
    throw error
  }
}
