import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CircleCheck, Link2Off, Loader2, RotateCcw, TriangleAlert } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Container } from '@/components/page'
import { Button } from '@/components/ui/button'
import { LinkButton } from '@/components/ui/link-button'
import { localeParams } from '@/i18n/use-locale'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { confirmPayoutEmailFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'

type State = 'working' | 'done' | 'invalid' | 'failed'

/**
 * /affiliate/confirm-payout?token=: the link mailed when an affiliate names a new PayPal address.
 * Public (the token is the proof, and the mail may be opened on another device). The token is
 * sent once on arrival, then taken out of the address bar so it stays out of history and screenshots.
 */
export function ConfirmPayout({ token }: { token: string | undefined }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [state, setState] = useState<State>(token ? 'working' : 'invalid')
  const sent = useRef<string | null>(null)

  const confirm = useCallback(
    async (value: string) => {
      setState('working')
      try {
        await confirmPayoutEmailFn({ data: { token: value } })
        setState('done')
        // Whoever is signed in here may be that affiliate: their payout address just changed.
        void queryClient.invalidateQueries({ queryKey: ['affiliate'] })
        void navigate({ to: '/{-$locale}/affiliate/confirm-payout', params: localeParams(), search: {}, replace: true })
      } catch (error) {
        const refused = isAppError(error) && (error.code === ErrorCode.TOKEN_INVALID || error.code === ErrorCode.VALIDATION)
        setState(refused ? 'invalid' : 'failed')
      }
    },
    [queryClient, navigate],
  )

  useEffect(() => {
    // Once per token: effects run twice in development, and the token must not be spent twice.
    if (!token || sent.current === token) return
    sent.current = token
    void confirm(token)
  }, [token, confirm])

  if (state === 'working')
    return (
      <Frame icon={<Loader2 className="animate-spin text-ink-muted" aria-hidden />} heading={m.affiliate_ui_confirm_working()} />
    )
  if (state === 'done')
    return (
      <Frame icon={<CircleCheck className="text-success" aria-hidden />} heading={m.affiliate_ui_confirm_done_heading()}>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{m.affiliate_ui_confirm_done_body()}</p>
        <LinkButton to="/{-$locale}/affiliate" size="lg" className="mt-8">
          {m.affiliate_ui_member_cta()}
        </LinkButton>
      </Frame>
    )
  if (state === 'failed')
    return (
      <Frame icon={<TriangleAlert className="text-warning" aria-hidden />} heading={m.affiliate_ui_confirm_failed_heading()}>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{m.affiliate_ui_error_body()}</p>
        {sent.current && (
          <Button size="lg" className="mt-8" onClick={() => void confirm(sent.current!)}>
            <RotateCcw aria-hidden />
            {m.affiliate_ui_retry()}
          </Button>
        )}
      </Frame>
    )
  return (
    <Frame icon={<Link2Off className="text-danger" aria-hidden />} heading={m.affiliate_ui_confirm_invalid_heading()}>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">{m.affiliate_ui_confirm_invalid_body()}</p>
      <LinkButton to="/{-$locale}/affiliate" size="lg" className="mt-8">
        {m.affiliate_ui_member_cta()}
      </LinkButton>
    </Frame>
  )
}

function Frame({ icon, heading, children }: { icon: ReactNode; heading: string; children?: ReactNode }) {
  return (
    <Container className="flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-20 text-center">
      <div className="[&_svg]:size-12">{icon}</div>
      <div aria-live="polite" className="flex flex-col items-center">
        <h1 className="mt-6 text-display-md text-ink">{heading}</h1>
        {children}
      </div>
    </Container>
  )
}
