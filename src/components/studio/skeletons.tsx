import { cn } from '@/lib/cn'

const block = 'animate-pulse rounded-sm bg-surface-raised motion-reduce:animate-none'

/** The form's place while the preset's job loads. */
export function FormSkeleton() {
  return (
    <div className="space-y-5" aria-hidden>
      {['prompt', 'style', 'size'].map((field, i) => (
        <div key={field} className="space-y-2">
          <div className={cn(block, 'h-4 w-24')} />
          <div className={cn(block, i === 0 ? 'h-24' : 'h-10')} />
        </div>
      ))}
      <div className={cn(block, 'h-11')} />
    </div>
  )
}

/** A result card that is still being made: the grid keeps its shape while the job runs. */
export function ResultSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface" data-testid="result-skeleton" aria-hidden>
      <div className={cn(block, 'aspect-square rounded-none')} />
      <div className="space-y-2 p-4">
        <div className={cn(block, 'h-4 w-2/3')} />
        <div className={cn(block, 'h-4 w-1/2')} />
      </div>
    </div>
  )
}

export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart, never reordered
        <ResultSkeleton key={i} />
      ))}
    </div>
  )
}
