import { isEngineInputError, type Lang } from '@/engine'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import type { TasteInput } from './designs.schema'
import { pngSize } from './png-size'

/** The taste's answer: one small design as a transparent PNG of its ink (ink #111), as a data URL. */
export interface TasteView {
  image: string
  width: number
  height: number
}

/**
 * Tastes drawing at once in this process, at most: past it a visitor is told to try again in a
 * moment (503) rather than queued, so visitors never hold up the signed-in users' designs on the
 * engine's thread by more than this many small drawings.
 */
export const MAX_TASTES_AT_ONCE = 2
/** Seconds a visitor is asked to wait when the tastes are all taken. */
export const TASTE_BUSY_RETRY_SECONDS = 5
/** The image's long side, px: a card on the page, not a print. */
export const TASTE_LONG_SIDE = 480

/**
 * What the taste draws: the studio's text request, one variation, its default style, on the
 * gallery's square shoulder canvas, a fixed seed (the same words give the same design).
 */
export const tasteRequest = (prompt: string, language: Lang) =>
  ({ tool: 'text', prompt, style: 'fine-line', placement: 'shoulder', variations: 1, seed: 1, language }) as const

/**
 * The text page's taste (ADR 42): a visitor's short prompt drawn by the engine, one small design,
 * nothing stored and no quota (the transport counts tastes per address: `tastesByIp`).
 */
export function tasteDesign(deps: Pick<Adapters, 'engine'>): Service<TasteInput, TasteView> {
  let drawing = 0
  return async (caller, { prompt }) => {
    if (drawing >= MAX_TASTES_AT_ONCE)
      throw new AppError(ErrorCode.UNAVAILABLE, 'busy', { retry_after: TASTE_BUSY_RETRY_SECONDS })
    drawing++
    try {
      const { generate, trimToInk } = await deps.engine.runtime()
      const result = await generate(tasteRequest(prompt, caller.context.locale as Lang)).catch((error: unknown) => {
        if (isEngineInputError(error)) throw AppError.validation({ prompt: 'validation_design_field' }, error.message)
        throw error
      })
      const png = await trimToInk(result.outputs[0]!.png, TASTE_LONG_SIDE)
      return { image: `data:image/png;base64,${Buffer.from(png).toString('base64')}`, ...pngSize(png) }
    } finally {
      drawing--
    }
  }
}
