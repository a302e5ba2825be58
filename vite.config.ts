import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { nitro } from 'nitro/vite'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { buildInfo } from './scripts/build-info.ts'
import { browserLocaleRuntime } from './scripts/vite/browser-locale-runtime.ts'
import { lazyServerFnCalls } from './scripts/vite/lazy-server-fn-calls.ts'
import { messagesPerLocale } from './scripts/vite/messages-per-locale.ts'

const build = buildInfo()

/** Libraries mark their client components with "use client"; bundling them is correct, so every
 * environment (client, SSR, Nitro) drops that one warning and keeps the rest. */
function quietUseClient(): Plugin {
  const onwarn = (warning: { code?: string }, warn: (w: never) => void) => {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never)
  }
  return {
    name: 'inkdraft:quiet-use-client',
    configEnvironment: () => ({ build: { rollupOptions: { onwarn } } }),
  }
}

/** Where a library path sits in node_modules, for the chunk groups below. */
const libraries = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`)

/** React, the router and Start, the query cache: every page runs them. */
const FRAMEWORK_LIBRARIES = libraries([
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  'tiny-invariant',
  'tiny-warning',
  'cookie-es',
  '@tanstack[\\\\/](?:react-router|router-core|history|store|react-store|start-client-core|react-start|react-start-client|query-core|react-query|start-fn-stubs)',
])
/** How the browser calls a server function (with Seroval, not in the group): a page's first call loads it. */
const SERVER_FN_CALLS = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]/

/** Radix, Floating UI and the scroll lock they bring: the `overlays` group. */
const OVERLAY_LIBRARIES = libraries([
  '@radix-ui',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'detect-node-es',
])

/**
 * The browser's chunks (ADR 43). Left to itself the bundler cut every page into 70–80 files, most
 * under 2 KB (one per message, icon or hook shared by a different set of routes): on a phone each
 * round trip costs more than the bytes, and Lighthouse counted 1–1.5 s of blocking time for them.
 * Grouping the libraries every page runs (React, the router, the query cache) leaves a dozen files
 * a page, and the small shared modules settle into the entry instead of files of their own. The
 * overlays' group is loaded with a page's first menu or dialog, not with the page (ADR 50).
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: 'framework',
      test: (id: string) => FRAMEWORK_LIBRARIES.test(id) && !SERVER_FN_CALLS.test(id),
      priority: 30,
    },
    {
      // Menus, dialogs, tooltips and popovers: loaded with the first one a page opens (ADR 50), or
      // with the signed-in pages that show them from the start. Button's `asChild` has its own Slot.
      name: 'overlays',
      test: (id: string) => OVERLAY_LIBRARIES.test(id),
      priority: 20,
    },
  ],
}

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  // `ANALYZE=1 npm run build` adds source maps for bundle analysis (bench/README.md).
  // No list of every chunk's imports in the entry (ADR 55): a page's own files are preloaded from
  // Start's manifest, and a later page's files load when the router preloads it on intent.
  build: { sourcemap: !!process.env.ANALYZE, modulePreload: false },
  define: {
    __BUILD_ID__: JSON.stringify(build.id),
    __BUILT_AT__: JSON.stringify(build.at),
  },
  // The browser's chunks: see CLIENT_CHUNKS.
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } },
    },
  },
  plugins: [
    quietUseClient(),
    // The browser's Paraglide runtime reads the language from the path (ADR 49).
    browserLocaleRuntime(),
    // One copy of the browser's scripts per language (ADR 49).
    messagesPerLocale(),
    // Server functions' caller and Seroval arrive with a page's first call (ADR 51).
    lazyServerFnCalls(),
    // Compiling inside Vite is only for dev (hot reload of catalogues); builds compile first with
    // the CLI because a cold compile inside `vite build` waits on the inlang SDK's timers.
    command === 'serve' && paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide' }),
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'src',
      // Server functions are guarded by src/server/http/server-fn-guard.server.ts (same-origin calls, body limits).
      serverFns: { disableCsrfMiddlewareWarning: true },
      // A page's loader travels with its component: loaders compute the page's head (lib/seo.ts).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
        },
        // The REST handlers under routes/common-api/ are served by server/http/api-router.server.ts.
        routeFileIgnorePattern: '^common-api$',
      },
    }),
    viteReact(),
    nitro({
      plugins: ['./src/server/boot.nitro.ts'],
      errorHandler: './src/server/error.nitro.ts',
      compressPublicAssets: { gzip: true, brotli: true },
      // libheif's Emscripten loader finds its WebAssembly through __dirname, which a bundle lacks.
      traceDeps: ['heic-decode', 'libheif-js*'],
    }),
  ],
}))
