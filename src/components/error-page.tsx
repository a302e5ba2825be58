import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload'
import { isAppError } from '@/lib/errors/app-error'
import * as m from '@/paraglide/messages'
import { SiteLayout } from './layout/site-layout'
import { Container } from './page'
import { Button } from './ui/button'
import { LinkButton } from '@/components/ui/link-button'

function ErrorContent({
  status,
  heading,
  message,
  children,
}: {
  status: number
  heading: string
  message: string
  children?: React.ReactNode
}) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-[clamp(5rem,3rem+10vw,9rem)] font-light italic leading-none text-accent" aria-hidden>
        {status}
      </p>
      <h1 className="mt-6 text-display-md text-ink">{heading}</h1>
      <p className="mt-4 max-w-xl break-words font-mono text-sm text-ink-muted" data-testid="error-message">
        {message}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  )
}

/** 404: an unmatched route or a failed parameter check (seed: `Page Not Found: {full path}`). */
export function NotFoundPage() {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <SiteLayout>
      <ErrorContent status={404} heading={m.not_found_heading()} message={m.not_found_message({ path: href })}>
        {/* No route matched, so no route's head() runs: React hoists these into <head>. */}
        <title>{`${m.not_found_title()} · ${m.site_name()}`}</title>
        <meta name="robots" content="noindex" />
        <LinkButton to="/{-$locale}">{m.action_back_home()}</LinkButton>
        <LinkButton to="/{-$locale}/tattoo-ideas" variant="secondary">
          {m.nav_ideas()}
        </LinkButton>
      </ErrorContent>
    </SiteLayout>
  )
}

export function statusOf(error: unknown): number {
  if (isAppError(error) && error.status && error.status >= 400) return error.status
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * Any other failure of a route: its status (500 unless it says otherwise) and a message, shown
 * inside the layout of the page that failed.
 */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter()
  const status = statusOf(error)
  useEffect(() => {
    // A lazily loaded file of an older deployment is gone: load the new build instead.
    if (isChunkLoadError(error)) reloadForChunkError()
  }, [error])
  const message = isAppError(error) && error.message ? error.message : status === 500 ? m.error_page_message() : m.error_generic()
  return (
    <ErrorContent status={status} heading={m.error_page_heading()} message={message}>
      <title>{`${m.error_page_heading()} · ${m.site_name()}`}</title>
      <meta name="robots" content="noindex" />
      <Button onClick={() => void router.invalidate()}>{m.action_try_again()}</Button>
      <Button asChild variant="secondary">
        <a href="/">{m.action_back_home()}</a>
      </Button>
    </ErrorContent>
  )
}

/** A failure above the page layouts (a layout itself failed): the error in the site's frame. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <SiteLayout>
      <RouteError error={error} />
    </SiteLayout>
  )
}
