import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { listTryOnSamplesFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'

/** Before the first design: what the studio will show, with three designs the engine drew. */
export function IdleState() {
  const samples = useQuery({ queryKey: ['designs', 'samples'], queryFn: () => listTryOnSamplesFn(), staleTime: Infinity })
  return (
    <div className="rounded-lg border border-dashed border-line-strong p-6 text-center sm:p-8" data-testid="studio-idle">
      <Sparkles className="mx-auto size-7 text-gold" aria-hidden />
      <p className="mt-3 font-display text-xl text-ink">{m.studio_idle_title()}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{m.studio_idle_body()}</p>
      {samples.data && samples.data.length > 0 && (
        <figure className="mt-6">
          <ul className="mx-auto grid max-w-md grid-cols-3 gap-3">
            {samples.data.slice(0, 3).map((s) => (
              <li key={s.id} className="overflow-hidden rounded-md border border-line bg-white">
                <img
                  src={s.url}
                  alt={s.name}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square h-auto w-full object-contain p-2"
                />
              </li>
            ))}
          </ul>
          <figcaption className="mt-2 text-xs text-ink-muted">{m.studio_idle_samples()}</figcaption>
        </figure>
      )}
    </div>
  )
}
