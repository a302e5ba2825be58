import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from './cli.ts'
import { TREATMENT_IDS } from './photo/treatments/index.ts'
import { PLACEMENT_IDS } from './placements.ts'
import { STYLE_IDS } from './styles.ts'

const run = promisify(execFile)
const CLI = join(import.meta.dirname, 'cli.ts')

/** The command in this process: what it writes and the exit code it answers. */
async function engine(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  })
  return { code, stdout, stderr }
}

/** The command as its users start it, a Node process of its own (each costs a second or so). */
async function spawned(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

const PHOTO = join(import.meta.dirname, '../../tests/fixtures/photos/coffee.png')

const dirs: string[] = []
const outDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'engine-cli-'))
  dirs.push(dir)
  return dir
}
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('engine command line', () => {
  it('runs as a command: prints to stdout, exits 2 on bad arguments with the message on stderr', async () => {
    expect((await spawned('layouts')).stdout.trim().split('\n').length).toBeGreaterThan(1)
    const bad = await spawned('text', '--prompt', 'rose', '--style', 'cubist', '--out', '/tmp/x')
    expect(bad).toMatchObject({ code: 2, stdout: '' })
    expect(bad.stderr).toMatch(/^engine: unknown --style "cubist"/)
  })

  it('lists styles and placements', async () => {
    expect((await engine('styles')).stdout.trim().split('\n')).toEqual([...STYLE_IDS])
    expect((await engine('placements')).stdout.trim().split('\n')).toEqual([...PLACEMENT_IDS])
  })

  it('draws a text prompt: three files per variation and one JSON line', async () => {
    const out = await outDir()
    const r = await engine(
      'text',
      '--prompt',
      'wolf and moon',
      '--style',
      'fine-line',
      '--variations',
      '2',
      '--seed',
      '5',
      '--out',
      out,
    )
    expect(r.code).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const json = JSON.parse(lines[0]!)
    expect(json.concepts).toEqual(expect.arrayContaining(['wolf', 'moon']))
    expect(json.style).toBe('fine-line')
    expect(json.ms).toBeGreaterThan(0)
    expect(json.outputs).toHaveLength(6)
    expect((await readdir(out)).sort()).toEqual(['1.png', '1.stencil.svg', '1.svg', '2.png', '2.stencil.svg', '2.svg'])
  })

  it('writes the stencil PDF when asked for a paper, and refuses an unknown one', async () => {
    const out = await outDir()
    const r = await engine('text', '--prompt', 'owl', '--pdf', 'letter', '--out', out)
    expect(r.code).toBe(0)
    expect((await readdir(out)).sort()).toEqual(['1.png', '1.stencil.pdf', '1.stencil.svg', '1.svg'])
    expect((await readFile(join(out, '1.stencil.pdf'))).subarray(0, 5).toString()).toBe('%PDF-')
    const bad = await engine('text', '--prompt', 'owl', '--pdf', 'a3', '--out', out)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--pdf must be a4 or letter/)
  })

  it('draws birth flowers with lettering', async () => {
    const out = await outDir()
    const r = await engine(
      'birth-flower',
      '--months',
      '6,12',
      '--flowers',
      'primary,secondary',
      '--layout',
      'wreath',
      '--lettering',
      'Ana 1990',
      '--out',
      out,
    )
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).concepts).toEqual(['rose', 'holly'])
  })

  it.each([
    [['text', '--prompt', 'rose', '--style', 'cubist', '--out', '/tmp/x'], /style/],
    [['text', '--prompt', 'rose', '--variations', '9', '--out', '/tmp/x'], /variations/],
    [['text', '--prompt', 'rose', '--seed', 'abc', '--out', '/tmp/x'], /seed/],
    [['text', '--prompt', 'rose'], /--out/],
    [['text', '--out', '/tmp/x'], /--prompt/],
    [['text', '--prompt', '   ', '--out', '/tmp/x'], /prompt is empty/],
    [['birth-flower', '--months', '13', '--out', '/tmp/x'], /months/],
    [['birth-flower', '--months', '1,2,3,4,5,6,7', '--layout', 'bouquet', '--out', '/tmp/x'], /up to 6/],
    [['birth-flower', '--months', '1', '--layout', 'heart', '--out', '/tmp/x'], /layout/],
    [['paint'], /unknown command/],
    [['text', '--prompt', 'rose', '--colour', 'red', '--out', '/tmp/x'], /colour/],
    [['photo', '--input', PHOTO, '--treatment', 'oil', '--out', '/tmp/x'], /treatment/],
    [['photo', '--input', PHOTO, '--detail', '9', '--out', '/tmp/x'], /detail/],
    [['photo', '--input', '/nonexistent.jpg', '--out', '/tmp/x'], /cannot read/],
    [['photo', '--out', '/tmp/x'], /--input/],
    [['try-on', '--body', PHOTO, '--out', '/tmp/x'], /--design/],
    [['try-on', '--body', PHOTO, '--design', PHOTO, '--look', 'old', '--out', '/tmp/x'], /look/],
    [['try-on', '--body', PHOTO, '--design', PHOTO, '--scale', 'big', '--out', '/tmp/x'], /scale/],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const r = await engine(...args)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stdout).toBe('')
  })

  it('turns a photo into a design and lists the treatments', async () => {
    expect((await engine('treatments')).stdout.trim().split('\n')).toEqual([...TREATMENT_IDS])
    const out = await outDir()
    const r = await engine('photo', '--input', PHOTO, '--treatment', 'stencil', '--detail', '2', '--mirror', '--out', out)
    expect(r.code).toBe(0)
    const line = JSON.parse(r.stdout)
    expect(line.style).toBe('stencil')
    expect(line.outputs).toEqual([join(out, '1.svg'), join(out, '1.png'), join(out, '1.stencil.svg')])
    expect((await readdir(out)).sort()).toEqual(['1.png', '1.stencil.svg', '1.svg'])
  })

  it('exits 3 with the reason on stderr for a file the upload checks refuse', async () => {
    const dir = await outDir()
    const fake = join(dir, 'holiday.jpg')
    await writeFile(fake, '<html><script>alert(1)</script></html>')
    const r = await engine('photo', '--input', fake, '--out', dir)
    expect(r.code).toBe(3)
    expect(r.stderr).toMatch(/rejected \(type\)/)
    const t = await engine('try-on', '--body', fake, '--design', PHOTO, '--out', dir)
    expect(t.code).toBe(3)
  })

  it('writes a try-on composite', async () => {
    const out = await outDir()
    const r = await engine(
      'try-on',
      '--body',
      PHOTO,
      '--design',
      PHOTO,
      '--x',
      '0.4',
      '--rotate=-15',
      '--look',
      'fresh',
      '--out',
      out,
    )
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).outputs).toEqual([join(out, 'composite.jpg')])
    expect(await readdir(out)).toEqual(['composite.jpg'])
  })
})
