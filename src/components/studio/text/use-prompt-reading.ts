import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { readPromptFn } from '@/modules/designs/designs.functions'
import { readingFits } from './reading-chips'

/** How long typing pauses before the prompt is read: one request per phrase, not per key. */
const DEBOUNCE_MS = 350

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The engine's reading of the prompt as it is typed (GET /designs/prompt-reading, debounced).
 * `reading` is the reading of the prompt now in the box, the only one whose chips can take words
 * out of it; `shown` may be the previous prompt's while the new one is read.
 */
export function usePromptReading(prompt: string) {
  const text = useDebounced(prompt.normalize('NFC'), DEBOUNCE_MS)
  const query = useQuery({
    queryKey: ['designs', 'prompt-reading', text],
    queryFn: ({ signal }) => readPromptFn({ data: { prompt: text }, signal }),
    enabled: text.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  })
  const empty = prompt.trim() === ''
  const reading = !empty && readingFits(query.data, prompt) ? query.data : undefined
  return {
    reading,
    shown: empty ? undefined : query.data,
    pending: !empty && reading === undefined && !query.isError,
    failed: !empty && query.isError,
  }
}
