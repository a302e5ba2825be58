import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')
export const SERVER_ENTRY = join(ROOT, '.output/server/index.mjs')
export const WORKER_ENTRY = join(ROOT, '.output/worker/worker.mjs')

export interface RunningServer {
  url: string
  logs: () => string
  stop: () => Promise<void>
  /** The server's process (for what a test does to it: kill -9, memory readings). */
  child: ChildProcess
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Runs the production build (`npm run build` first) with the given environment. */
export function spawnServer(
  env: Record<string, string | undefined>,
  port?: number,
  entry = SERVER_ENTRY,
): { child: ChildProcess; logs: () => string } {
  if (!existsSync(entry)) throw new Error('No production build: run `npm run build` before the integration tests.')
  let output = ''
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',

      ...(port ? { PORT: String(port) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  return { child, logs: () => output }
}

/** Starts the built server and waits until /health/ready says it is ready. */
export async function startServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const { child, logs } = spawnServer(env, port)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  let exited: number | null = null
  child.once('exit', (code) => (exited = code ?? -1))
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before it was ready:\n${logs()}`)
    try {
      const res = await fetch(`${url}/health/ready`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL')
    throw new Error(`The server did not become ready in 30 s:\n${logs()}`)
  }
  return {
    url,
    logs,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}

/** Starts a job worker (`npm run worker`'s build) with the given environment; it serves nothing. */
export function spawnWorker(env: Record<string, string | undefined>): { child: ChildProcess; logs: () => string } {
  return spawnServer(env, undefined, WORKER_ENTRY)
}

/** Waits for a process to exit; resolves with its exit code. */
export function exitCode(child: ChildProcess, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error('process did not exit'))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}
