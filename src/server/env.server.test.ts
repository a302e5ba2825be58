import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildConfig, ConfigError, EnvSchema, parseEnv } from './env.server'

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', NODE_ENV: 'production' })
    const dir = mkdtempSync(join(tmpdir(), 'ink-env-'))
    const config = buildConfig({ ...env, DATA_DIR: dir })
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.database).toEqual({ kind: 'sqlite', file: join(dir, 'inkdraft.sqlite') })
  })

  it('generates the auth secret once and keeps it private', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ink-env-'))
    const first = buildConfig({ ...parseEnv({}), DATA_DIR: dir }).authSecret
    const second = buildConfig({ ...parseEnv({}), DATA_DIR: dir }).authSecret
    expect(first).toHaveLength(43)
    expect(second).toBe(first)
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first)
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600)
  })

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_MAX: '4',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ink-env-')),
    })
    expect(buildConfig(env).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db', poolMax: 4 })
  })

  it('runs the local queue by default, and pg-boss only on PostgreSQL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ink-env-'))
    expect(buildConfig({ ...parseEnv({}), DATA_DIR: dir }).queue).toEqual({
      kind: 'local',
      leaseSeconds: 20,
      workerConcurrency: 2,
    })
    const env = parseEnv({
      QUEUE: 'pg-boss',
      DATABASE_URL: 'postgres://u@h/db',
      QUEUE_LEASE_SECONDS: '10',
      WORKER_CONCURRENCY: '4',
    })
    expect(buildConfig({ ...env, DATA_DIR: dir }).queue).toEqual({ kind: 'pg-boss', leaseSeconds: 10, workerConcurrency: 4 })
    expect(() => parseEnv({ QUEUE: 'pg-boss' })).toThrow(/QUEUE: pg-boss needs PostgreSQL/)
    expect(() => parseEnv({ QUEUE_LEASE_SECONDS: '90' })).toThrow(/QUEUE_LEASE_SECONDS: must be at most 45/)
  })

  it('pays affiliates through the sandbox by default, and through PayPal only with its client', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ink-env-'))
    expect(buildConfig({ ...parseEnv({}), DATA_DIR: dir }).payouts).toEqual({ kind: 'sandbox' })
    const env = parseEnv({ PAYOUTS: 'paypal', PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret' })
    expect(buildConfig({ ...env, DATA_DIR: dir }).payouts).toEqual({
      kind: 'paypal',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiUrl: 'https://api-m.paypal.com',
      webhookId: undefined,
    })
    expect(() => parseEnv({ PAYOUTS: 'paypal', PAYPAL_CLIENT_ID: 'client-id' })).toThrow(
      /PAYPAL_CLIENT_SECRET: is required when PAYOUTS=paypal/,
    )
    expect(() => parseEnv({ PAYOUTS: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID: is required when PAYOUTS=paypal/)
  })

  it('treats empty values as unset and normalises URLs and e-mails', () => {
    const env = parseEnv({ PORT: '', PUBLIC_URL: 'https://inkdraft.example/', ADMIN_EMAIL: ' Boss@Example.COM ' })
    expect(env.PORT).toBe(3000)
    expect(env.PUBLIC_URL).toBe('https://inkdraft.example')
    expect(env.ADMIN_EMAIL).toBe('boss@example.com')
  })

  it('names every wrong variable in one message', () => {
    try {
      parseEnv({ PORT: '99999', PUBLIC_URL: 'ftp://x', LOG_LEVEL: 'loud', NODE_ENV: 'staging' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as ConfigError).message
      expect(message).toContain('PORT: must be between 1 and 65535 (got "99999")')
      expect(message).toContain('PUBLIC_URL:')
      expect(message).toContain('LOG_LEVEL:')
      expect(message).toContain('NODE_ENV:')
    }
  })

  it('never prints secrets back', () => {
    try {
      parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x', AUTH_SECRET: 'short-secret' })
      expect.unreachable()
    } catch (error) {
      const message = (error as ConfigError).message
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters')
      expect(message).not.toContain('hunter2')
      expect(message).not.toContain('short-secret')
    }
  })

  it('lists every variable in .env.example', () => {
    const example = readFileSync(join(import.meta.dirname, '../../.env.example'), 'utf8')
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]))
    for (const name of Object.keys(EnvSchema.entries)) expect(listed, name).toContain(name)
  })
})
