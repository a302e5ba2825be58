import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { ErrorPage } from '@/components/error-page'
import { isLocalePrefix } from '@/i18n/locales'

export const Route = createFileRoute('/{-$locale}')({
  params: {
    // English has no prefix; any other first segment must be one of the nine prefixes.
    parse: ({ locale }) => {
      if (locale !== undefined && !isLocalePrefix(locale)) throw notFound()
      return { locale }
    },
    stringify: ({ locale }) => ({ locale }),
  },
  component: Outlet,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
})
