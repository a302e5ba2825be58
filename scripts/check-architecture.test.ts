import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkArchitecture, readSources, type SourceFile } from './check-architecture'

/** A small tree in the project's layout, plus one file under test. */
const TREE: SourceFile[] = [
  { path: 'src/engine/index.ts', source: "export { draw } from './draw.ts'" },
  { path: 'src/engine/draw.ts', source: 'export const draw = 1' },
  { path: 'src/engine/runtime.ts', source: "export { draw } from './draw.ts'" },
  { path: 'src/modules/auth/index.ts', source: 'export const a = 1' },
  { path: 'src/modules/auth/index.server.ts', source: 'export const b = 1' },
  { path: 'src/modules/auth/login.server.ts', source: 'export const login = 1' },
  { path: 'src/modules/auth/auth.functions.ts', source: 'export const loginFn = 1' },
  {
    path: 'src/modules/auth/auth.repo.server.ts',
    source: "import { sql } from 'kysely'\nexport const q = (db) => db.selectFrom('user')",
  },
  { path: 'src/modules/accounts/index.ts', source: 'export const c = 1' },
  { path: 'src/components/button.tsx', source: 'export const Button = 1' },
  { path: 'src/routes/page.tsx', source: 'export const Route = 1' },
  { path: 'src/lib/helper.ts', source: 'export const help = 1' },
]

const check = (file: SourceFile) => checkArchitecture([...TREE, file]).map((v) => `${v.rule} @${v.line}`)
const at = (path: string, ...lines: string[]) => ({ path, source: lines.join('\n') })

describe('the architecture check', () => {
  it('passes a tree that keeps the rules', () => {
    expect(checkArchitecture(TREE)).toEqual([])
    expect(
      check(
        at(
          'src/modules/accounts/update-user.server.ts',
          "import { a } from '@/modules/auth'",
          "import { b } from '@/modules/auth/index.server'",
          "import { loginFn } from '@/modules/auth/auth.functions'",
          "import { draw } from '@/engine'",
          "import type { Kysely } from 'kysely'",
        ),
      ),
    ).toEqual([])
  })

  it('fails when the engine imports anything of the app', () => {
    expect(check(at('src/engine/compose.ts', "import { help } from '@/lib/helper'"))).toEqual([
      'engine-imports-nothing-of-the-app @1',
    ])
    expect(check(at('src/engine/compose.ts', "import { help } from '../lib/helper'"))).toEqual([
      'engine-imports-nothing-of-the-app @1',
    ])
  })

  it('fails when the app reaches into the engine past its entry', () => {
    expect(check(at('src/components/preview.tsx', "import { draw } from '@/engine/draw'"))).toEqual([
      'app-imports-the-engine-entry @1',
    ])
    expect(check(at('src/lib/x.ts', "const r = await import('@/engine/runtime')"))).toEqual(['app-imports-the-engine-entry @1'])
    expect(check(at('src/server/engine.server.ts', "const r = await import('@/engine/runtime')"))).toEqual([])
  })

  it('fails when a module imports routes or components', () => {
    expect(check(at('src/modules/auth/guards.ts', "import { Button } from '@/components/button'"))).toEqual([
      'modules-never-import-ui @1',
    ])
    expect(check(at('src/modules/auth/guards.ts', '', "import type { Route } from '@/routes/page'"))).toEqual([
      'modules-never-import-ui @2',
    ])
  })

  it('fails when a module imports another module’s internals instead of its entry', () => {
    expect(check(at('src/modules/accounts/me.server.ts', "import { login } from '@/modules/auth/login.server'"))).toEqual([
      'modules-meet-through-entries @1',
    ])
    expect(check(at('src/modules/auth/signup.server.ts', "import { login } from './login.server'"))).toEqual([])
  })

  it('fails when infrastructure other than the composition root imports a module', () => {
    expect(check(at('src/server/http/x.server.ts', "import { b } from '@/modules/auth/index.server'"))).toEqual([
      'infrastructure-never-imports-modules @1',
    ])
    expect(check(at('src/server/app.server.ts', "import { b } from '@/modules/auth/index.server'"))).toEqual([])
  })

  it('fails when code that runs in the browser imports *.server.ts, but not for types or stripped server functions', () => {
    expect(check(at('src/components/form.tsx', "import { login } from '@/modules/auth/login.server'"))).toEqual([
      'client-code-never-imports-server-code @1',
    ])
    expect(check(at('src/components/form.tsx', "import type { login } from '@/modules/auth/login.server'"))).toEqual([])
    expect(check(at('src/modules/auth/other.functions.ts', "import { login } from './login.server'"))).toEqual([])
    expect(check(at('src/routes/common-api/v1/login.ts', "import { b } from '@/modules/auth/index.server'"))).toEqual([])
  })

  it('fails when SQL is written outside a repository', () => {
    expect(
      check(at('src/modules/auth/login.server.ts', 'export const f = (db) =>', "  db.selectFrom('user').selectAll()")),
    ).toEqual(['sql-only-in-repositories @2'])
    expect(check(at('src/modules/auth/login.server.ts', "import { sql } from 'kysely'", 'const q = sql`select 1`'))).toEqual([
      'kysely-only-in-the-data-layer @1',
      'sql-only-in-repositories @2',
    ])
  })

  it('fails when a module speaks HTTP', () => {
    expect(check(at('src/modules/auth/logout.server.ts', 'export const f = (headers: Headers) => headers'))).toEqual([
      'services-never-see-http @1',
    ])
    expect(check(at('src/modules/auth/file.server.ts', '', 'return new Response(bytes)'))).toEqual(['services-never-see-http @2'])
  })

  it('passes on this repository', () => {
    expect(checkArchitecture(readSources(join(import.meta.dirname, '..')))).toEqual([])
  })
})
