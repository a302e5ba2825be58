import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import type { ProviderName } from './providers/provider'

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65535, 'must be between 1 and 65535'),
)

const boolean = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
)

const httpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL such as https://inkdraft.example'),
  v.regex(/^https?:\/\//, 'must start with http:// or https://'),
  v.transform((s) => s.replace(/\/+$/, '')),
)

const PROVIDER_NAMES = ['builtin', 'openai', 'comfyui'] as const
const ROUTE = /^(text|birth-flower|photo)(:(priority|slow))?=(builtin|openai|comfyui)$/

/** A whole number from the environment, at least `min` and, when given, at most `max`. */
function wholeNumber(min: number, max = Number.POSITIVE_INFINITY) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )
}

function listOf(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Which provider serves a tool, in one lane or (lane null) in both. */
export interface ImageRoute {
  tool: 'text' | 'birth-flower' | 'photo'
  lane: 'priority' | 'slow' | null
  provider: ProviderName
}

function parseRoute(route: string): ImageRoute {
  const [, tool, , lane, provider] = ROUTE.exec(route)!
  return { tool: tool as ImageRoute['tool'], lane: (lane as ImageRoute['lane']) ?? null, provider: provider as ProviderName }
}

/**
 * Every variable the server reads. `.env.example` lists the same names; a test keeps them in step.
 * Variables of features that are not built yet are not accepted here until they do something.
 */
export const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'production',
  ),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  PUBLIC_URL: v.optional(httpUrl),
  ALLOWED_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
      v.check(
        (hosts) => hosts.every((host) => /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host)),
        'must be host names separated by commas',
      ),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL'))),
  DATABASE_POOL_MAX: v.optional(wholeNumber(1), '10'),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an e-mail address'))),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error'], 'must be debug, info, warn or error'), 'info'),
  TRUST_PROXY: v.optional(boolean, 'false'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Inkdraft <no-reply@inkdraft.localhost>'),
  // A mail a dead process had claimed must go out again within minutes.
  MAIL_LEASE_SECONDS: v.optional(wholeNumber(2, 600), '30'),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_ISSUER: v.optional(httpUrl, 'https://accounts.google.com'),
  APPLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Analytics and tag manager, none by default (docs/decisions/0038-analytics-after-consent.md). */
  ANALYTICS_GA4_ID: v.optional(
    v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-AB12CD34EF')),
  ),
  ANALYTICS_GTM_ID: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id such as GTM-AB12CD3'))),
  ANALYTICS_PLAUSIBLE_SCRIPT: v.optional(httpUrl),
  ANALYTICS_UMAMI_SCRIPT: v.optional(httpUrl),
  ANALYTICS_UMAMI_WEBSITE_ID: v.optional(v.pipe(v.string(), v.uuid('must be the website id (a UUID) Umami shows'))),
  /** Ask before loading analytics that set cookies (GA4, GTM): true unless the operator knows no visitor needs it. */
  COOKIE_CONSENT: v.optional(boolean, 'true'),
  APPLE_ISSUER: v.optional(httpUrl, 'https://appleid.apple.com'),
  STORAGE: v.optional(v.picklist(['local', 's3'], 'must be local or s3'), 'local'),
  S3_ENDPOINT: v.optional(httpUrl),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  IMAGE_PROVIDERS: v.optional(
    v.pipe(
      v.string(),
      v.transform(listOf),
      v.check(
        (names) => names.every((name) => (PROVIDER_NAMES as readonly string[]).includes(name)),
        'must list builtin, openai or comfyui, separated by commas',
      ),
      v.transform((names) => names as ProviderName[]),
    ),
    'builtin',
  ),
  IMAGE_ROUTES: v.optional(
    v.pipe(
      v.string(),
      v.transform(listOf),
      v.check(
        (routes) => routes.every((route) => ROUTE.test(route)),
        'must be tool[:lane]=provider pairs separated by commas, such as text:priority=openai,photo=comfyui',
      ),
      v.transform((routes) => routes.map(parseRoute)),
    ),
  ),
  IMAGE_FALLBACK: v.optional(v.picklist(['builtin', 'none'], 'must be builtin or none'), 'none'),
  IMAGE_PROVIDER_TIMEOUT_SECONDS: v.optional(wholeNumber(1), '120'),
  OPENAI_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  OPENAI_BASE_URL: v.optional(httpUrl),
  OPENAI_IMAGE_MODEL: v.optional(v.pipe(v.string(), v.minLength(1)), 'gpt-image-1'),
  COMFYUI_URL: v.optional(httpUrl),
  COMFYUI_CHECKPOINT: v.optional(v.pipe(v.string(), v.minLength(1)), 'sd_xl_base_1.0.safetensors'),
  QUEUE: v.optional(v.picklist(['local', 'pg-boss'], 'must be local or pg-boss'), 'local'),
  AFFILIATE_RATE_BPS: v.optional(wholeNumber(0, 10_000), '3000'),
  AFFILIATE_REWARD_MONTHS: v.optional(wholeNumber(0, 120), '12'),
  AFFILIATE_HOLD_DAYS: v.optional(wholeNumber(0, 365), '30'),
  AFFILIATE_MIN_PAYOUT: v.optional(wholeNumber(100, 10_000_000), '5000'),
  AFFILIATE_PAYOUT_DAY: v.optional(wholeNumber(1, 28), '15'),
  AFFILIATE_AUTO_APPROVE: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  PAYMENTS: v.optional(v.picklist(['sandbox', 'stripe'], 'must be sandbox or stripe'), 'sandbox'),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)'))),
  STRIPE_API_URL: v.optional(httpUrl),
  STRIPE_PRICES: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (list) => listOf(list).every((pair) => /^[a-z0-9-]+=price_\w+$/.test(pair)),
        'must be pairs such as pro-month-usd=price_123, separated by commas',
      ),
      v.transform((list) => Object.fromEntries(listOf(list).map((pair) => pair.split('=', 2) as [string, string]))),
    ),
  ),
  PAYOUTS: v.optional(v.picklist(['sandbox', 'paypal'], 'must be sandbox or paypal'), 'sandbox'),
  PAYPAL_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  PAYPAL_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  PAYPAL_API_URL: v.optional(httpUrl, 'https://api-m.paypal.com'),
  PAYPAL_WEBHOOK_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/, 'must be the webhook id PayPal shows (letters and digits)')),
  ),
  // A dead worker's job must be running again within a minute.
  QUEUE_LEASE_SECONDS: v.optional(wholeNumber(2, 45), '20'),
  WORKER_CONCURRENCY: v.optional(wholeNumber(1), '2'),
})

export type Env = v.InferOutput<typeof EnvSchema>

export interface AnalyticsConfig {
  ga4: string | undefined
  gtm: string | undefined
  /** Plausible's script URL (self-hosted or plausible.io); it sets no cookie. */
  plausible: string | undefined
  /** Umami's script URL and website id; it sets no cookie. */
  umami: { script: string; websiteId: string } | undefined
  askConsent: boolean
}

export interface Config {
  env: Env['NODE_ENV']
  port: number
  host: string
  publicUrl: string
  /** Host names the site answers to besides the public URL's (ALLOWED_HOSTS). */
  allowedHosts: string[]
  dataDir: string
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number }
  authSecret: string
  adminEmail: string | undefined
  logLevel: Env['LOG_LEVEL']
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  mail: { smtpUrl: string | undefined; from: string; leaseSeconds: number }
  /** Sign-in with Google, when its client is configured. */
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined
  /** Analytics loaded in the browser, and whether visitors are asked first. */
  analytics: AnalyticsConfig
  /** Sign in with Apple, when its Services ID is configured. */
  apple: { clientId: string; issuer: string } | undefined
  /** Where files are kept: a folder under DATA_DIR, or an S3-compatible bucket. */
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3'
        /** Unset for AWS itself; any S3-compatible server otherwise (addressed by path). */
        endpoint: string | undefined
        region: string
        bucket: string
        accessKeyId: string
        secretAccessKey: string
      }
  /** Who draws designs (IMAGE_PROVIDERS, IMAGE_ROUTES, IMAGE_FALLBACK; providers/providers.server.ts). */
  images: {
    /** The enabled providers, `builtin` always among them. */
    providers: ProviderName[]
    routes: ImageRoute[]
    fallback: 'builtin' | 'none'
    /** A neural provider's time for one job, tracing included. */
    timeoutMs: number
    openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined
    comfyui: { url: string; checkpoint: string } | undefined
  }
  /**
   * The job queue: `local` (the jobs table, a worker in the web process) or `pg-boss` (PostgreSQL,
   * workers started with `npm run worker`). A worker that dies loses its jobs for at most a lease.
   */
  queue: { kind: 'local' | 'pg-boss'; leaseSeconds: number; workerConcurrency: number }
  /**
   * The affiliate programme's terms (ADR 46): commission rate in basis points, for how many months
   * of a referred customer's payments (0: all of them), the holding period, the smallest payout in
   * minor units of the payout's currency, the day of the month settlements run, and whether
   * applications are approved without review.
   */
  affiliate: {
    rateBps: number
    rewardMonths: number
    holdDays: number
    minPayout: number
    payoutDay: number
    autoApprove: boolean
  }
  /** Who takes payments (ADR 45): the sandbox's own test-mode checkout, or Stripe. */
  payments:
    | { kind: 'sandbox' }
    | {
        kind: 'stripe'
        secretKey: string
        webhookSecret: string
        /** Unset: api.stripe.com; tests point it at a local stand-in. */
        apiUrl: string | undefined
        /** Our price id → Stripe's; prices not listed are sent inline. */
        prices: Record<string, string>
      }
  /** Who pays affiliates their settlements (payouts/payouts.server.ts): the sandbox (nothing is sent) or PayPal Payouts. */
  payouts:
    | { kind: 'sandbox' }
    | {
        kind: 'paypal'
        clientId: string
        clientSecret: string
        /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or a stand-in in tests. */
        apiUrl: string
        /** Unset: PayPal's webhooks are rejected, and payouts are followed by polling alone. */
        webhookId: string | undefined
      }
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}\n` +
        'Fix the variables above (see .env.example) and start again.',
    )
  }
}

/** Reads the variables we know; an empty value counts as unset, as in most .env tooling. */
function pickKnown(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key]
    if (value !== undefined && value !== '') out[key] = value
  }
  return out
}

// Never echo these back: a malformed connection URL still carries its password.
const SECRET_VARIABLES = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
])

/** Settings that only make sense together: a bucket needs its name and credentials, pg-boss PostgreSQL. */
function missingCompanions(env: Env): { variable: string; message: string }[] {
  const issues: { variable: string; message: string }[] =
    env.STORAGE === 's3'
      ? (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          .filter((name) => !env[name])
          .map((variable) => ({ variable, message: 'is required when STORAGE=s3' }))
      : []
  if (env.PAYMENTS === 'stripe')
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!env[variable]) issues.push({ variable, message: 'is required when PAYMENTS=stripe' })
  if (env.PAYOUTS === 'paypal')
    for (const variable of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const)
      if (!env[variable]) issues.push({ variable, message: 'is required when PAYOUTS=paypal' })
  if (env.QUEUE === 'pg-boss' && !env.DATABASE_URL)
    issues.push({ variable: 'QUEUE', message: 'pg-boss needs PostgreSQL: set DATABASE_URL, or use QUEUE=local' })
  if (Boolean(env.ANALYTICS_UMAMI_SCRIPT) !== Boolean(env.ANALYTICS_UMAMI_WEBSITE_ID))
    issues.push({
      variable: env.ANALYTICS_UMAMI_SCRIPT ? 'ANALYTICS_UMAMI_WEBSITE_ID' : 'ANALYTICS_UMAMI_SCRIPT',
      message: 'Umami needs both its script URL and the website id',
    })
  return [...issues, ...imageIssues(env)]
}

/** A neural provider needs its service; a route may only name an enabled provider. */
function imageIssues(env: Env): { variable: string; message: string }[] {
  const enabled = new Set<string>(['builtin', ...env.IMAGE_PROVIDERS])
  const issues: { variable: string; message: string }[] = []
  if (enabled.has('openai') && !env.OPENAI_API_KEY)
    issues.push({ variable: 'OPENAI_API_KEY', message: 'is required when IMAGE_PROVIDERS lists openai' })
  if (enabled.has('comfyui') && !env.COMFYUI_URL)
    issues.push({ variable: 'COMFYUI_URL', message: 'is required when IMAGE_PROVIDERS lists comfyui' })
  for (const route of env.IMAGE_ROUTES ?? [])
    if (!enabled.has(route.provider))
      issues.push({
        variable: 'IMAGE_ROUTES',
        message: `routes ${route.tool}${route.lane ? `:${route.lane}` : ''} to ${route.provider}, which IMAGE_PROVIDERS does not enable`,
      })
  return issues
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const known = pickKnown(source)
  const result = v.safeParse(EnvSchema, known)
  if (result.success) {
    const missing = missingCompanions(result.output)
    if (missing.length) throw new ConfigError(missing)
    return result.output
  }
  const issues = result.issues.map((issue) => {
    const variable = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
    const raw = known[variable]
    const got = raw !== undefined && !SECRET_VARIABLES.has(variable) ? ` (got ${JSON.stringify(raw)})` : ''
    return { variable, message: `${issue.message}${got}` }
  })
  throw new ConfigError(issues)
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret')
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length >= 32) return secret
  }
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

export function buildConfig(env: Env): Config {
  const dataDir = resolve(env.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    allowedHosts: env.ALLOWED_HOSTS ?? [],
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'sqlite', file: join(dataDir, 'inkdraft.sqlite') },
    authSecret: env.AUTH_SECRET ?? persistentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, leaseSeconds: env.MAIL_LEASE_SECONDS },
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
      : undefined,
    apple: env.APPLE_CLIENT_ID ? { clientId: env.APPLE_CLIENT_ID, issuer: env.APPLE_ISSUER } : undefined,
    analytics: {
      ga4: env.ANALYTICS_GA4_ID,
      gtm: env.ANALYTICS_GTM_ID,
      plausible: env.ANALYTICS_PLAUSIBLE_SCRIPT,
      umami:
        env.ANALYTICS_UMAMI_SCRIPT && env.ANALYTICS_UMAMI_WEBSITE_ID
          ? { script: env.ANALYTICS_UMAMI_SCRIPT, websiteId: env.ANALYTICS_UMAMI_WEBSITE_ID }
          : undefined,
      askConsent: env.COOKIE_CONSENT,
    },
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local', root: join(dataDir, 'files') },
    images: {
      providers: [...new Set<ProviderName>(['builtin', ...env.IMAGE_PROVIDERS])],
      routes: env.IMAGE_ROUTES ?? [],
      fallback: env.IMAGE_FALLBACK,
      timeoutMs: env.IMAGE_PROVIDER_TIMEOUT_SECONDS * 1000,
      openai: env.IMAGE_PROVIDERS.includes('openai')
        ? { apiKey: env.OPENAI_API_KEY!, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_IMAGE_MODEL }
        : undefined,
      comfyui: env.IMAGE_PROVIDERS.includes('comfyui')
        ? { url: env.COMFYUI_URL!, checkpoint: env.COMFYUI_CHECKPOINT }
        : undefined,
    },
    queue: { kind: env.QUEUE, leaseSeconds: env.QUEUE_LEASE_SECONDS, workerConcurrency: env.WORKER_CONCURRENCY },
    affiliate: {
      rateBps: env.AFFILIATE_RATE_BPS,
      rewardMonths: env.AFFILIATE_REWARD_MONTHS,
      holdDays: env.AFFILIATE_HOLD_DAYS,
      minPayout: env.AFFILIATE_MIN_PAYOUT,
      payoutDay: env.AFFILIATE_PAYOUT_DAY,
      autoApprove: env.AFFILIATE_AUTO_APPROVE === 'true',
    },
    payments:
      env.PAYMENTS === 'stripe'
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            apiUrl: env.STRIPE_API_URL,
            prices: env.STRIPE_PRICES ?? {},
          }
        : { kind: 'sandbox' },
    payouts:
      env.PAYOUTS === 'paypal'
        ? {
            kind: 'paypal',
            clientId: env.PAYPAL_CLIENT_ID!,
            clientSecret: env.PAYPAL_CLIENT_SECRET!,
            apiUrl: env.PAYPAL_API_URL,
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : { kind: 'sandbox' },
  }
}

let cached: Config | undefined

/** The validated configuration of this process, read once. */
export function config(): Config {
  cached ??= buildConfig(parseEnv(process.env))
  return cached
}
