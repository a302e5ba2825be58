import { useQueryClient } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { JobView } from '@/modules/designs'
import { setFavoriteFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from './history-key'

/** Marks the job (all its results) as a favourite; the history's favourites filter lists it. */
export function FavoriteButton({ job }: { job: Pick<JobView, 'id' | 'favorite'> }) {
  const [favorite, setFavorite] = useState(job.favorite)
  const [saving, setSaving] = useState(false)
  const queryClient = useQueryClient()
  const toggle = async () => {
    const next = !favorite
    setFavorite(next)
    setSaving(true)
    try {
      await setFavoriteFn({ data: { id: job.id, favorite: next } })
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })
    } catch {
      // Toasted by the error catalogue.
      setFavorite(!next)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Button variant="secondary" size="sm" aria-pressed={favorite} disabled={saving} onClick={toggle} data-testid="favorite">
      <Heart aria-hidden className={cn(favorite && 'fill-accent text-accent')} />
      {favorite ? m.studio_favorite_on() : m.studio_favorite()}
    </Button>
  )
}
