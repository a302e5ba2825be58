import { useState } from 'react'
import { DialogContent } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import type { OutputView } from '@/modules/designs'
import * as m from '@/paraglide/messages'

function Side({
  outputs,
  chosen,
  onChoose,
  label,
  alt,
}: {
  outputs: OutputView[]
  chosen: number
  onChoose: (index: number) => void
  label: string
  alt: (output: OutputView) => string
}) {
  const output = outputs[chosen] ?? outputs[0]!
  return (
    <figure className="min-w-0">
      <div className="overflow-hidden rounded-md bg-white">
        <img
          src={output.image_url}
          width={output.width}
          height={output.height}
          alt={alt(output)}
          className="h-[min(60dvh,40rem)] w-full object-contain"
        />
      </div>
      <figcaption className="mt-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{label}</legend>
          {outputs.map((o, i) => (
            <button
              key={o.index}
              type="button"
              aria-pressed={i === chosen}
              onClick={() => onChoose(i)}
              className={cn(
                'h-8 min-w-8 rounded-sm border px-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-focus',
                i === chosen ? 'border-accent bg-accent-soft text-ink' : 'border-line text-ink-muted hover:text-ink',
              )}
            >
              {m.studio_result_number({ n: i + 1 })}
            </button>
          ))}
        </fieldset>
      </figcaption>
    </figure>
  )
}

/** Two of a job's results side by side, each side's result chosen below it. Rendered inside a <Dialog>. */
export function CompareContent({ outputs, alt }: { outputs: OutputView[]; alt: (output: OutputView) => string }) {
  const [left, setLeft] = useState(0)
  const [right, setRight] = useState(Math.min(1, outputs.length - 1))
  return (
    <DialogContent
      title={m.studio_compare_title()}
      className="max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-6">
        <Side outputs={outputs} chosen={left} onChoose={setLeft} label={m.studio_compare_left()} alt={alt} />
        <Side outputs={outputs} chosen={right} onChoose={setRight} label={m.studio_compare_right()} alt={alt} />
      </div>
    </DialogContent>
  )
}
