import { ChevronLeft, ChevronRight, Maximize, Minimize } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { DialogContent } from '@/components/ui/dialog'
import type { OutputView } from '@/modules/designs'
import * as m from '@/paraglide/messages'

/**
 * One result at full size (scrolls when larger than the screen); the arrow keys and buttons move
 * between the job's results. Rendered inside a <Dialog>.
 */
export function ZoomContent({
  outputs,
  index,
  onIndex,
  alt,
}: {
  outputs: OutputView[]
  index: number
  onIndex: (index: number) => void
  alt: (output: OutputView) => string
}) {
  const [actual, setActual] = useState(false)
  const output = outputs[index] ?? outputs[0]
  if (!output) return null
  const many = outputs.length > 1
  const move = (by: number) => onIndex((index + by + outputs.length) % outputs.length)
  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return
    if (e.key === 'ArrowRight') move(1)
    else if (e.key === 'ArrowLeft') move(-1)
    else return
    e.preventDefault()
  }
  return (
    <DialogContent
      title={m.studio_zoom_title({ n: index + 1, total: outputs.length })}
      className="max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100vw-2rem))] overflow-y-auto"
      onKeyDown={onKeyDown}
    >
      <div className="mt-4 h-[min(70dvh,48rem)] overflow-auto rounded-md bg-white">
        <img
          src={output.image_url}
          width={output.width}
          height={output.height}
          alt={alt(output)}
          className={actual ? 'mx-auto h-auto w-auto max-w-none' : 'size-full object-contain'}
          data-testid="zoomed-result"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        {many && (
          <Button variant="secondary" size="sm" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden />
            {m.studio_zoom_previous()}
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-pressed={actual} onClick={() => setActual((a) => !a)}>
          {actual ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          {m.studio_zoom_actual({ width: output.width, height: output.height })}
        </Button>
        {many && (
          <Button variant="secondary" size="sm" onClick={() => move(1)}>
            {m.studio_zoom_next()}
            <ChevronRight aria-hidden />
          </Button>
        )}
      </div>
      {many && <p className="mt-2 hidden text-center text-xs text-ink-muted sm:block">{m.studio_zoom_keys()}</p>}
    </DialogContent>
  )
}
