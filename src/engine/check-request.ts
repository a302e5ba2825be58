import { plan } from './design.ts'
import { checkPhotoRequest } from './photo/photo-design.ts'
import type { DesignRequest } from './request.ts'

/**
 * The engine's own check of a request, without drawing it: what `generate` would refuse
 * (EngineInputError naming the field) is refused here, before a job is queued. A photo's bytes are
 * checked by the upload intake, not here.
 */
export function checkDesignRequest(request: DesignRequest): void {
  if (request.tool === 'photo') checkPhotoRequest(request.image ? request : { ...request, image: new Uint8Array() })
  else plan(request)
}
