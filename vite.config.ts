import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { nitro } from 'nitro/vite'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { buildInfo } from './scripts/build-info.ts'

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

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  // `ANALYZE=1 npm run build` adds source maps for bundle analysis (bench/README.md).
  build: { sourcemap: !!process.env.ANALYZE },
  define: {
    __BUILD_ID__: JSON.stringify(build.id),
    __BUILT_AT__: JSON.stringify(build.at),
  },
  plugins: [
    quietUseClient(),
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
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
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
