import * as v from 'valibot'
import { FeedbackSchema } from '@/modules/feedback'

const Page = FeedbackSchema.entries.page

/** The feedback page's own path, in any language: never "the page the user came from". */
const FEEDBACK_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?dashboard\/feedback(?:[/?#]|$)/i

function usable(path: string | null | undefined): string | null {
  if (!path || FEEDBACK_PATH.test(path)) return null
  const parsed = v.safeParse(Page, path)
  return parsed.success ? (parsed.output ?? null) : null
}

/**
 * The page a message is about: the `from` the link to the form carried, else the browser's
 * referrer when it is a page of this site. Only a path is kept, never another site's address.
 */
export function attachedPage(from: string | undefined, referrer: string, origin: string): string | null {
  const given = usable(from)
  if (given) return given
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    return url.origin === origin ? usable(`${url.pathname}${url.search}`) : null
  } catch {
    return null
  }
}
