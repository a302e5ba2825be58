import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { FileRoutesByTo } from '@/routeTree.gen'
import { useLocaleParams } from '@/i18n/use-locale'
import { Button, type ButtonProps } from './button'

/** Pages whose only parameter is the locale: the ones a plain button can link to. */
export type LocalePath = Exclude<Extract<keyof FileRoutesByTo, '/{-$locale}' | `/{-$locale}/${string}`>, `${string}/$${string}`>

/** A button that navigates to a page in the reader's language. */
export function LinkButton({
  to,
  hash,
  children,
  variant,
  size,
  className,
}: { to: LocalePath; hash?: string; children: ReactNode } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const params = useLocaleParams()
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {/* Every LocalePath takes exactly { locale }; the router's types cannot see that through a union. */}
      <Link to={to as '/{-$locale}'} params={params} hash={hash}>
        {children}
      </Link>
    </Button>
  )
}
