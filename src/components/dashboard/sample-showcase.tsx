import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { LinkButton } from '@/components/ui/link-button'
import { listTryOnSamplesFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'

export const samplesQuery = () => ({
  queryKey: ['designs', 'samples'],
  queryFn: () => listTryOnSamplesFn(),
  staleTime: Number.POSITIVE_INFINITY,
})

/**
 * Before the first design: what the tools make, drawn by the engine itself (the same samples
 * the try-on offers), and the way to make one's own.
 */
export function SampleShowcase() {
  const { data } = useQuery(samplesQuery())
  return (
    <section aria-labelledby="samples-heading" className="rounded-lg border border-line bg-surface p-5 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-xl">
          <p className="flex items-center gap-2 text-sm text-gold">
            <Sparkles className="size-4" aria-hidden />
            {m.dashboard_empty_title()}
          </p>
          <h2 id="samples-heading" className="mt-2 font-display text-display-sm text-ink">
            {m.dhome_samples_heading()}
          </h2>
          <p className="mt-2 text-ink-muted">{m.dhome_samples_body()}</p>
        </div>
        <LinkButton to="/{-$locale}/dashboard/text-to-tattoo" className="self-start sm:self-auto">
          {m.dhome_samples_cta()}
        </LinkButton>
      </div>
      <ul className="mt-6 grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
        {(data ?? []).map((sample) => (
          <li key={sample.id}>
            <figure>
              <div className="flex aspect-square items-center justify-center rounded-md border border-line bg-white p-2">
                <img
                  src={sample.url}
                  alt={m.tryon_sample_design({ name: sample.name })}
                  loading="lazy"
                  className="max-h-full max-w-full object-contain"
                />
              </div>
              <figcaption className="mt-1.5 truncate text-center text-xs text-ink-muted capitalize">{sample.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
