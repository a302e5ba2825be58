import { LINE_WEIGHT_RANGE_MM, PHOTO_SIZE_RANGE_MM } from '../request-options.ts'
import { EngineInputError, type PhotoRequest } from '../request.ts'
import { isTreatmentId, TREATMENT_LINE_WEIGHT_MM, type TreatmentId } from './treatments/ids.ts'

export const DEFAULT_PHOTO_SIZE_MM = 120

export interface CheckedPhotoRequest {
  treatment: TreatmentId
  detail: number
  contrast: number
  lineWeightMm: number
  sizeMm: number
  seed: number
}

/**
 * The photo request's options checked and defaulted (the photo itself is checked by the intake).
 * Kept apart from the pipeline so the web server can check a request without loading it.
 */
export function checkPhotoRequest(r: PhotoRequest): CheckedPhotoRequest {
  if (!(r.image instanceof Uint8Array)) throw new EngineInputError('image', 'the photo is missing')
  const treatment = r.treatment ?? 'line-art'
  if (!isTreatmentId(treatment)) throw new EngineInputError('treatment', `unknown treatment "${treatment}"`)
  const level = (field: 'detail' | 'contrast') => {
    const v = r[field] ?? 3
    if (!Number.isInteger(v) || v < 1 || v > 5) throw new EngineInputError(field, `${field} must be a whole number from 1 to 5`)
    return v
  }
  const lineWeightMm = r.lineWeightMm ?? TREATMENT_LINE_WEIGHT_MM[treatment]
  const [minW, maxW] = LINE_WEIGHT_RANGE_MM
  if (!Number.isFinite(lineWeightMm) || lineWeightMm < minW || lineWeightMm > maxW)
    throw new EngineInputError('lineWeightMm', `line weight must be between ${minW} and ${maxW} mm`)
  const sizeMm = r.sizeMm ?? DEFAULT_PHOTO_SIZE_MM
  const [minS, maxS] = PHOTO_SIZE_RANGE_MM
  if (!Number.isFinite(sizeMm) || sizeMm < minS || sizeMm > maxS)
    throw new EngineInputError('sizeMm', `size must be between ${minS} and ${maxS} mm`)
  const seed = r.seed ?? 1
  if (!Number.isInteger(seed)) throw new EngineInputError('seed', 'seed must be a whole number')
  return { treatment, detail: level('detail'), contrast: level('contrast'), lineWeightMm, sizeMm, seed }
}
