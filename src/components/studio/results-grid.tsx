import { Columns2, Shuffle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { JobView, OutputView } from '@/modules/designs'
import { useUserInfo } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { CompareContent } from './compare-dialog'
import { FavoriteButton } from './favorite-button'
import { ResultCard } from './result-card'
import { ZoomContent } from './zoom-dialog'

export interface ResultsGridProps {
  job: JobView
  /** "Make variations": the same request with new seeds. Without it, the button is not shown. */
  onMakeVariations?: () => void
  /** True while a request is on its way: the variations button waits. */
  busy?: boolean
}

/**
 * A finished job's results as cards (zoom, print check, try it on, downloads), with what applies
 * to the whole job above them: favourite, compare two side by side, make variations. The studio
 * shows the job it just made with it; the history shows any job's.
 */
export function ResultsGrid({ job, onMakeVariations, busy = false }: ResultsGridProps) {
  const info = useUserInfo()
  const svgExport = info?.rank.permission.image.svg_export ?? false
  const [zoom, setZoom] = useState<number | null>(null)
  const [comparing, setComparing] = useState(false)
  const outputs = job.outputs
  const alt = (output: OutputView) => m.studio_result_alt({ n: outputs.indexOf(output) + 1, total: outputs.length })
  if (outputs.length === 0) return null

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <FavoriteButton key={job.id} job={job} />
        {outputs.length > 1 && (
          <Button variant="secondary" size="sm" onClick={() => setComparing(true)}>
            <Columns2 aria-hidden />
            {m.studio_compare()}
          </Button>
        )}
        {onMakeVariations && (
          <Button variant="secondary" size="sm" onClick={onMakeVariations} disabled={busy} data-testid="make-variations">
            <Shuffle aria-hidden />
            {m.studio_make_variations()}
          </Button>
        )}
      </div>
      <div className={outputs.length > 1 ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 grid max-w-xl gap-4'}>
        {outputs.map((output, i) => (
          <ResultCard
            key={output.index}
            job={job}
            output={output}
            position={i + 1}
            alt={alt(output)}
            svgExport={svgExport}
            onZoom={() => setZoom(i)}
          />
        ))}
      </div>
      <Dialog open={zoom !== null} onOpenChange={(open) => !open && setZoom(null)}>
        {zoom !== null && <ZoomContent outputs={outputs} index={zoom} onIndex={setZoom} alt={alt} />}
      </Dialog>
      <Dialog open={comparing} onOpenChange={setComparing}>
        {comparing && <CompareContent outputs={outputs} alt={alt} />}
      </Dialog>
    </div>
  )
}
