import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { KeyboardEvent } from 'react'
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
      title={m.studio_zoom_title({ n: output.index + 1, total: outputs.length })}
      className="flex max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100vw-2rem))] flex-col"
      onKeyDown={onKeyDown}
    >
      <div className="mt-4 min-h-0 flex-1 overflow-auto rounded-md bg-white">
        <img
          src={output.image_url}
          width={output.width}
          height={output.height}
          alt={alt(output)}
          className="mx-auto h-auto max-w-none"
          data-testid="zoomed-result"
        />
      </div>
      {many && (
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden />
            {m.studio_zoom_previous()}
          </Button>
          <p className="text-sm text-ink-muted">{m.studio_zoom_keys()}</p>
          <Button variant="secondary" size="sm" onClick={() => move(1)}>
            {m.studio_zoom_next()}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </DialogContent>
  )
}
