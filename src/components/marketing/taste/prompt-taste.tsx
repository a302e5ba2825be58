import { Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { MAX_TASTE_PROMPT_CHARS } from '@/modules/designs/taste-limits'
import * as m from '@/paraglide/messages'
import { Button } from '../../ui/button'
import type { TasteOutcome } from './prompt-taste-draw'
import { TasteBand } from './taste-band'
import { TasteCta } from './taste-cta'

/**
 * What draws the taste (the server function, its error messages) loads when the reader first
 * focuses the field or sends it, so the page's first load carries none of it.
 */
const loadDraw = () => import('./prompt-taste-draw')

type State = { kind: 'idle' } | { kind: 'drawing' } | TasteOutcome

/**
 * The text page's taste (ADR 42): a short prompt drawn live by the engine, one small design,
 * for visitors too (a few an hour per address).
 */
export function PromptTaste() {
  const id = useId()
  const [prompt, setPrompt] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const drawing = state.kind === 'drawing'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (drawing) return
    const words = prompt.trim()
    if (!words) return setState({ kind: 'error', message: m.validation_required() })
    setState({ kind: 'drawing' })
    const { drawTaste } = await loadDraw()
    setState(await drawTaste(words))
  }

  const done = state.kind === 'done' ? state : null
  return (
    <TasteBand
      id="ttt-taste"
      title={m.taste_ttt_heading()}
      lede={m.taste_ttt_lede()}
      art={
        <div className="mx-auto w-full max-w-md">
          <div
            className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-white shadow-xl ring-1 ring-black/10"
            aria-busy={drawing}
          >
            {done ? (
              <img
                src={done.image}
                width={done.width}
                height={done.height}
                alt={m.taste_ttt_alt({ prompt: done.prompt })}
                data-testid="prompt-design"
                className="max-h-[80%] max-w-[80%] object-contain"
              />
            ) : drawing ? (
              <Loader2 aria-hidden className="size-8 animate-spin text-neutral-400" />
            ) : (
              <p className="px-8 text-center text-sm text-neutral-500">{m.taste_ttt_empty()}</p>
            )}
          </div>
        </div>
      }
      controls={
        <form onSubmit={submit} noValidate className="max-w-xl">
          <label htmlFor={`${id}-prompt`} className="block text-sm font-medium text-ink">
            {m.taste_ttt_label()}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}-prompt`}
              name="prompt"
              type="text"
              value={prompt}
              maxLength={MAX_TASTE_PROMPT_CHARS}
              placeholder={m.taste_ttt_placeholder()}
              autoComplete="off"
              aria-describedby={`${id}-hint ${id}-status`}
              aria-invalid={state.kind === 'error' || undefined}
              onFocus={() => void loadDraw()}
              onChange={(e) => setPrompt(e.target.value)}
              className="block h-12 w-full min-w-0 rounded-sm sm:flex-1 border border-line-strong bg-canvas px-3.5 text-base text-ink placeholder:text-ink-faint transition-colors focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger"
            />
            <Button type="submit" size="lg" disabled={drawing} className="sm:w-auto">
              {drawing && <Loader2 aria-hidden className="animate-spin" />}
              {drawing ? m.taste_ttt_drawing() : m.taste_ttt_submit()}
            </Button>
          </div>
          <p id={`${id}-hint`} className="mt-2 flex justify-between gap-4 text-xs text-ink-faint">
            <span>{m.taste_ttt_hint({ max: MAX_TASTE_PROMPT_CHARS })}</span>
            <span aria-hidden className="tabular-nums">
              {prompt.length}/{MAX_TASTE_PROMPT_CHARS}
            </span>
          </p>
          <p id={`${id}-status`} role="status" className="mt-3 min-h-5 text-sm text-danger">
            {state.kind === 'error' ? state.message : ''}
          </p>
        </form>
      }
      details={
        <div>
          <TasteCta
            studio={{
              to: '/{-$locale}/dashboard/text-to-tattoo',
              search: { prompt: done?.prompt ?? prompt.trim(), style: 'fine-line', placement: 'shoulder', seed: 1 },
            }}
          />
        </div>
      }
    />
  )
}
