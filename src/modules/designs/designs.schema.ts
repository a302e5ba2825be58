import * as v from 'valibot'
import { range, TryOnSaveSchema, whole } from './try-on.schema'
import {
  BIRTH_FLOWERS,
  DRAWN_SIZE_RANGE_MM,
  LANGS,
  LAYOUT_IDS,
  LETTERING_FONT_IDS,
  LINE_WEIGHT_RANGE_MM,
  MAX_LETTERING_CHARS,
  MAX_PROMPT_CHARS,
  MAX_VARIATIONS,
  PHOTO_SIZE_RANGE_MM,
  PLACEMENT_IDS,
  STYLE_IDS,
  TREATMENT_IDS,
} from '@/engine/options'
import { pageParams } from '@/lib/list-params'
import { MAX_TASTE_PROMPT_CHARS } from './taste-limits'

/** GET /designs/files/:key: any string; the service refuses what is not one of the caller's keys. */
export const FileKeySchema = v.object({ key: v.string() })

/** GET /designs/samples/:id. */
export const SampleIdSchema = v.object({ id: v.string() })

const choice = <const T extends readonly string[]>(options: T) => v.picklist(options, 'validation_choice')
const level = v.optional(whole(1, 5))
const flag = v.optional(v.boolean('validation_choice'))
const MONTHS = BIRTH_FLOWERS.length

/** What text-to-tattoo and birth flowers share: style, colour, placement, print size, stencil. */
const drawn = {
  style: v.optional(choice(STYLE_IDS)),
  colour: v.optional(choice(['bw', 'color'] as const)),
  placement: v.optional(choice(PLACEMENT_IDS)),
  size_mm: v.optional(range(...DRAWN_SIZE_RANGE_MM)),
  mirror_stencil: flag,
}

/** A lone half of a surrogate pair: text cut in the middle of a character. */
const BROKEN_TEXT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Something a reader can see: a letter, a digit or a symbol (not only spaces or zero-width marks). */
const VISIBLE = /[\p{L}\p{N}\p{S}]/u

const text = (max: number) =>
  v.pipe(
    v.string('validation_required'),
    v.trim(),
    v.maxLength(max, 'validation_too_long'),
    v.check((s) => !BROKEN_TEXT.test(s), 'validation_text'),
  )

export const TextParamsSchema = v.object(
  {
    prompt: v.pipe(text(MAX_PROMPT_CHARS), v.minLength(1, 'validation_required'), v.regex(VISIBLE, 'validation_prompt_empty')),
    language: v.optional(choice(LANGS)),
    lettering: v.optional(text(MAX_LETTERING_CHARS)),
    font: v.optional(choice(LETTERING_FONT_IDS)),
    ...drawn,
  },
  'validation_required',
)

/** The text page's taste (ADR 42): a short prompt, drawn once for anyone, signed in or not. */
export const TasteSchema = v.object(
  {
    prompt: v.pipe(
      text(MAX_TASTE_PROMPT_CHARS),
      v.minLength(1, 'validation_required'),
      v.regex(VISIBLE, 'validation_prompt_empty'),
    ),
  },
  'validation_required',
)

/**
 * GET /designs/prompt-reading: a prompt as it is being typed. Not trimmed, so the reading's
 * offsets point into the text the form holds.
 */
export const ReadPromptSchema = v.object({
  prompt: v.pipe(
    v.string('validation_required'),
    v.maxLength(MAX_PROMPT_CHARS, 'validation_too_long'),
    v.check((s) => !BROKEN_TEXT.test(s), 'validation_text'),
  ),
  language: v.optional(choice(LANGS)),
})

export const BirthFlowerParamsSchema = v.pipe(
  v.object(
    {
      months: v.pipe(
        v.array(whole(1, MONTHS), 'validation_required'),
        v.minLength(1, 'validation_required'),
        v.maxLength(MONTHS, 'validation_range'),
        v.check((months) => new Set(months).size === months.length, 'validation_duplicate'),
      ),
      // One choice per month at most.
      flowers: v.optional(
        v.pipe(v.array(choice(['primary', 'secondary'] as const), 'validation_choice'), v.maxLength(MONTHS, 'validation_range')),
      ),
      layout: v.optional(choice(LAYOUT_IDS)),
      lettering: v.optional(text(MAX_LETTERING_CHARS)),
      /** The lettering's face; the style's usual one by default. */
      font: v.optional(choice(LETTERING_FONT_IDS)),
      ...drawn,
    },
    'validation_required',
  ),
  v.forward(
    v.check((p) => !p.flowers || p.flowers.length <= p.months.length, 'validation_range'),
    ['flowers'],
  ),
)

export const PhotoParamsSchema = v.object(
  {
    upload_id: v.pipe(v.string('validation_required'), v.uuid('validation_required')),
    treatment: v.optional(choice(TREATMENT_IDS)),
    detail: level,
    contrast: level,
    line_weight_mm: v.optional(range(...LINE_WEIGHT_RANGE_MM)),
    isolate: flag,
    invert: flag,
    size_mm: v.optional(range(...PHOTO_SIZE_RANGE_MM)),
    mirror_stencil: flag,
  },
  'validation_required',
)

const seed = v.optional(whole(0, 2 ** 31 - 1))

/**
 * POST /designs/photo-preview: a photo design's params, drawn small at once (nothing is stored).
 * The same seed as the design request's places the same dots and strokes.
 */
export const PhotoPreviewSchema = v.object({ ...PhotoParamsSchema.entries, seed }, 'validation_required')

export type PhotoPreviewInput = v.InferOutput<typeof PhotoPreviewSchema>

const common = {
  variations: v.optional(whole(1, MAX_VARIATIONS), 1),
  seed,
  lane: v.optional(choice(['priority', 'slow'] as const)),
  /** The stencil PDF's paper. */
  paper: v.optional(choice(['a4', 'letter'] as const)),
}

/** POST /designs: a request for one of the tools, checked before anything is queued. */
export const CreateDesignSchema = v.variant(
  'tool',
  [
    v.object({ tool: v.literal('text'), params: TextParamsSchema, ...common }),
    v.object({ tool: v.literal('birth-flower'), params: BirthFlowerParamsSchema, ...common }),
    v.object({ tool: v.literal('photo'), params: PhotoParamsSchema, ...common }),
    // A try-on is rendered at once, as POST /designs/try-on does (no queue, no credit).
    v.object({ tool: v.literal('try-on'), params: TryOnSaveSchema }),
  ],
  'validation_choice',
)

export type ReadPromptInput = v.InferOutput<typeof ReadPromptSchema>
export type TasteInput = v.InferOutput<typeof TasteSchema>

export type CreateDesignInput = v.InferOutput<typeof CreateDesignSchema>
/** A request for one of the drawing tools: what becomes a queued job. */
export type DrawingInput = Exclude<CreateDesignInput, { tool: 'try-on' }>

/** GET /designs/jobs/:id, …/events, POST …/cancel, DELETE /designs/:id. */
export const JobIdSchema = v.object({ id: v.pipe(v.string('validation_required'), v.uuid('validation_required')) })

/** POST /designs/:id/rerun: the same request again; with `variations`, new seeds. */
export const RerunSchema = v.object({
  id: v.pipe(v.string('validation_required'), v.uuid('validation_required')),
  variations: v.optional(whole(1, MAX_VARIATIONS)),
})

/** POST /designs/:id/favorite. */
export const FavoriteSchema = v.object({
  id: v.pipe(v.string('validation_required'), v.uuid('validation_required')),
  favorite: v.boolean('validation_choice'),
})

/** GET /designs: the history, newest first. */
export const HistorySchema = v.object({
  ...pageParams,
  tool: v.optional(choice(['text', 'birth-flower', 'photo', 'try-on'] as const)),
  favorite: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'validation_choice'),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
})

export type HistoryInput = v.InferOutput<typeof HistorySchema>
