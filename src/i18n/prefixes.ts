import { LOCALES, DEFAULT_LOCALE } from './locales.ts'

/**
 * Paraglide URL patterns: `/de/...` is German, `/tw/...` Traditional Chinese, and everything
 * without a prefix is English. The base locale comes last because its pattern matches anything.
 */
export const urlPatterns = [
  {
    pattern: '/:path(.*)?',
    localized: [
      ...LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => [l.tag, `/${l.code}/:path(.*)?`] as [string, string]),
      ['en', '/:path(.*)?'] as [string, string],
    ],
  },
]
