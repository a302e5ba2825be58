import { fieldMessage } from '@/components/forms/messages'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { tasteDesignFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'

export type TasteOutcome =
  { kind: 'done'; prompt: string; image: string; width: number; height: number } | { kind: 'error'; message: string }

const secondsOf = (data: unknown) => Number((data as { retry_after?: unknown } | null)?.retry_after) || 60

/** Asks the server to draw the taste, and says what went wrong in the reader's words. */
export async function drawTaste(prompt: string): Promise<TasteOutcome> {
  try {
    const view = await tasteDesignFn({ data: { prompt } })
    return { kind: 'done', prompt, ...view }
  } catch (error) {
    if (!isAppError(error)) return { kind: 'error', message: m.taste_ttt_error_failed() }
    if (error.code === ErrorCode.TOO_FAST)
      return { kind: 'error', message: m.taste_ttt_error_limit({ minutes: Math.max(1, Math.ceil(secondsOf(error.data) / 60)) }) }
    if (error.code === ErrorCode.UNAVAILABLE) return { kind: 'error', message: m.taste_ttt_error_busy() }
    if (error.code === ErrorCode.VALIDATION) {
      const key = (error.data as { fields?: Record<string, string> } | null)?.fields?.prompt
      if (key && key !== 'validation_design_field')
        return { kind: 'error', message: fieldMessage(key) ?? m.taste_ttt_error_failed() }
    }
    return { kind: 'error', message: m.taste_ttt_error_failed() }
  }
}
