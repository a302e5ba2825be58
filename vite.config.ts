import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { nitro } from 'nitro/vite'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { buildInfo } from './scripts/build-info.ts'

const build = buildInfo()

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  define: {
    __BUILD_ID__: JSON.stringify(build.id),
    __BUILT_AT__: JSON.stringify(build.at),
  },
  plugins: [
    // Compiling inside Vite is only for dev (hot reload of catalogues); builds compile first with
    // the CLI because a cold compile inside `vite build` waits on the inlang SDK's timers.
    command === 'serve' &&
      paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide' }),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({ plugins: ['./src/server/boot.nitro.ts'], compressPublicAssets: { gzip: true, brotli: true } }),
  ],
}))
