import { urlPatterns } from '../src/i18n/prefixes.ts'

// Read by both `paraglide-js compile` and the Vite plugin, so dev and build agree.
// The locale cookie (i18n_redirected) is handled by src/i18n/cookie.ts, which stores the seed's
// locale codes; Paraglide only needs the URL (pages) and the Referer (server functions).
export default {
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  strategy: ['url', 'baseLocale'],
  urlPatterns,
  routeStrategies: [
    { match: '/common-api/:path(.*)?', exclude: true },
    { match: '/_serverFn/:path(.*)?', strategy: ['custom-referer', 'baseLocale'] },
  ],
}
