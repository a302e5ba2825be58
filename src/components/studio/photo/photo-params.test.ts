import { describe, expect, it } from 'vitest'
import { choicesFrom, photoRequest, presetFromJob, presetFromSearch } from './photo-params'
import { parsePhotoSearch } from './photo-search'

const UPLOAD = '0cca6682-be5f-4297-9048-b1a24baee3b0'
const search = (raw: Record<string, unknown>) => presetFromSearch(parsePhotoSearch(raw))

describe('the photo tool params', () => {
  it('reads flat search params, dropping what does not fit instead of failing the page', () => {
    expect(search({})).toBeUndefined()
    expect(search({ upload: UPLOAD, treatment: 'dotwork', detail: '4', isolate: 'true', size_mm: 80 })).toEqual({
      uploadId: UPLOAD,
      treatment: 'dotwork',
      detail: 4,
      isolate: true,
      sizeMm: 80,
    })
    expect(
      search({ upload: 'x', treatment: 'oil', detail: 9, line_weight_mm: 99, invert: 'maybe', size_mm: 'big' }),
    ).toBeUndefined()
  })

  it('starts from a job with its params and seed', () => {
    const preset = presetFromJob({
      params: { upload_id: UPLOAD, treatment: 'woodcut', line_weight_mm: 1.5, mirror_stencil: true, paper: 'a4' },
      seed: 42,
    })
    expect(preset).toEqual({ uploadId: UPLOAD, treatment: 'woodcut', lineWeightMm: 1.5, mirrorStencil: true, seed: 42 })
  })

  it('asks for the treatment’s own line weight until one is chosen, and one variation with the preview’s seed', () => {
    const choices = { ...choicesFrom({ treatment: 'blackwork' }), uploadId: UPLOAD }
    expect(photoRequest(choices, 7)).toEqual({
      tool: 'photo',
      variations: 1,
      seed: 7,
      params: {
        upload_id: UPLOAD,
        treatment: 'blackwork',
        detail: 3,
        contrast: 3,
        line_weight_mm: 1.1,
        isolate: false,
        invert: false,
        size_mm: 120,
        mirror_stencil: false,
      },
    })
  })
})
