import * as v from 'valibot'

/** A finite number from `min` to `max` (fields of the design and try-on forms). */
export const range = (min: number, max: number) =>
  v.pipe(
    v.number('validation_number'),
    v.finite('validation_number'),
    v.minValue(min, 'validation_range'),
    v.maxValue(max, 'validation_range'),
  )

/** A whole number from `min` to `max`. */
export const whole = (min: number, max: number) =>
  v.pipe(
    v.number('validation_number'),
    v.integer('validation_number'),
    v.minValue(min, 'validation_range'),
    v.maxValue(max, 'validation_range'),
  )

/** Where a design sits on the photo: the editor's state, as the server render takes it (engine/try-on/placement.ts). */
export const PlacementSchema = v.object({
  x: range(-0.5, 1.5),
  y: range(-0.5, 1.5),
  scale: range(0.02, 2),
  rotate: range(-360, 360),
  curve: range(0, 1),
  perspective: range(-1, 1),
  opacity: range(0.05, 1),
  look: v.picklist(['fresh', 'healed'], 'validation_choice'),
})

const UploadId = v.pipe(v.string('validation_required'), v.uuid('validation_required'))

/** POST /designs/try-on: a body photo and a design (both uploads), the placement, and the person mask if the editor made one. */
export const TryOnSaveSchema = v.object({
  body_upload_id: UploadId,
  design_upload_id: UploadId,
  person_mask_upload_id: v.optional(v.nullable(UploadId)),
  placement: PlacementSchema,
})

export type TryOnSaveInput = v.InferOutput<typeof TryOnSaveSchema>
