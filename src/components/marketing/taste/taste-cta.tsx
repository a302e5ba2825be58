import { Link } from '@tanstack/react-router'
import { ArrowRight, Wand2 } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { buttonVariants } from '../../ui/button'

type StudioLink =
  | { to: '/{-$locale}/dashboard/birth-flower-tattoo-generator'; search: Record<string, string | number> }
  | { to: '/{-$locale}/dashboard/text-to-tattoo'; search: Record<string, string | number> }
  | { to: '/{-$locale}/dashboard/photo-to-tattoo'; search: Record<string, string | number> }

/**
 * Under a taste: a visitor is asked to sign up to keep what they tried; a signed-in reader opens
 * the same thing in the studio, preset as a gallery's "make one like this" does. Visitors all get
 * the same markup (the page stays cacheable); a signed-in page is never cached (ADR 22).
 */
export function TasteCta({ studio, signUpLabel = m.taste_cta_signup() }: { studio: StudioLink; signUpLabel?: string }) {
  const params = useLocaleParams()
  const signedIn = useUserInfo() !== null
  const className = cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-12 w-full whitespace-normal py-3 text-center sm:w-auto')
  return signedIn ? (
    <Link to={studio.to} params={params} search={studio.search as never} className={className}>
      <Wand2 aria-hidden />
      {m.taste_cta_studio()}
    </Link>
  ) : (
    <Link to="/{-$locale}/register" params={params} className={className}>
      {signUpLabel}
      <ArrowRight aria-hidden />
    </Link>
  )
}
