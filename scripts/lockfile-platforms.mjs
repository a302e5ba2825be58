#!/usr/bin/env node
/**
 * Completes package-lock.json with the other platforms' optional native packages.
 *
 * The npm registry reachable from these machines holds only some platform builds of recent native
 * packages (rolldown, @tailwindcss/oxide, @lix-js/sdk…). `npm install` then leaves the missing ones
 * out of the lockfile, and `npm ci` refuses the lockfile as out of sync. This adds an entry for
 * each optional dependency that an installed package declares but the lockfile lacks, marked
 * optional and with the os/cpu/libc its name states, so `npm ci` sees a complete tree and skips
 * them on platforms they are not for. Run it after changing dependencies:
 *
 *   npm install && node scripts/lockfile-platforms.mjs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const lockPath = join(root, 'package-lock.json')
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

const OS = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  freebsd: 'freebsd',
  android: 'android',
  openharmony: 'openharmony',
  sunos: 'sunos',
  aix: 'aix',
  netbsd: 'netbsd',
  openbsd: 'openbsd',
}
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el']

/** Platform constraints from a name like `@scope/binding-linux-arm64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const out = {}
  const os = parts.find((p) => OS[p])
  const cpu = parts.find((p) => CPU.includes(p))
  if (os) out.os = [os]
  if (cpu) out.cpu = [cpu === 'wasm32' ? 'wasm32' : cpu]
  if (parts.includes('musl')) out.libc = ['musl']
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) out.libc = ['glibc']
  return out
}

/** Where Node's resolution from `parent` finds `name`, as npm would place a new package. */
function placement(parentLocation, name, version) {
  const hoisted = `node_modules/${name}`
  const atRoot = packages[hoisted]
  if (!atRoot) return hoisted
  if (atRoot.version === version) return null
  return `${parentLocation}/node_modules/${name}`
}

let added = 0
for (const [location, entry] of Object.entries({ ...packages })) {
  if (!location || entry.link) continue
  const manifestPath = join(root, location, 'package.json')
  if (!existsSync(manifestPath)) continue
  const optional = JSON.parse(readFileSync(manifestPath, 'utf8')).optionalDependencies ?? {}
  for (const [name, spec] of Object.entries(optional)) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue // only exact versions: platform builds
    // Resolved already? Node looks in the parent's node_modules, then upward.
    const chain = location.split('/node_modules/')
    let found = false
    for (let i = chain.length; i >= 0 && !found; i--) {
      const base = chain.slice(0, i).join('/node_modules/')
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
      if (packages[candidate]?.version === spec) found = true
      else if (packages[candidate]) break
    }
    if (found) continue
    const where = placement(location, name, spec)
    if (!where || packages[where]) continue
    packages[where] = { version: spec, optional: true, ...(entry.dev ? { dev: true } : {}), ...platformOf(name) }
    added++
  }
}

// Keep the lockfile's key order stable: npm sorts package locations alphabetically.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} optional platform package(s) added`)
