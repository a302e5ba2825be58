import { CircleCheck, MessageSquarePlus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import * as m from '@/paraglide/messages'
import { LinkButton } from '../ui/link-button'
import { Button } from '../ui/button'

/** After a message is stored: thanks, and a way to write another. Focus moves here so it is heard. */
export function ThankYou({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="feedback-thanks"
      className="flex flex-col items-start gap-4 py-2 sm:py-4"
      data-testid="feedback-thanks"
    >
      <CircleCheck className="size-10 text-success" aria-hidden />
      <h2 id="feedback-thanks" ref={heading} tabIndex={-1} className="text-display-sm text-ink outline-none">
        {m.fb_thanks_heading()}
      </h2>
      <p className="max-w-xl leading-relaxed text-ink-muted">{m.fb_thanks_body()}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAnother}>
          <MessageSquarePlus aria-hidden />
          {m.fb_send_another()}
        </Button>
        <LinkButton to="/{-$locale}/dashboard" variant="ghost">
          {m.fb_back_to_studio()}
        </LinkButton>
      </div>
    </section>
  )
}
