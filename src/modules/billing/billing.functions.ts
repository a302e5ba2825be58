import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import {
  ChangePlanSchema,
  CheckoutIdSchema,
  CheckoutSchema,
  SandboxPaySchema,
  SandboxSessionSchema,
  SandboxTestSchema,
} from './billing.schema'

/** The billing module's operations for the web UI, over the services of /plans and /billing/… (same access and limits). */

export const fetchCatalogue = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.billing.catalogue(context.caller))

export const startCheckoutFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'billingByUser' })])
  .validator(input(CheckoutSchema))
  .handler(({ data, context }) => context.app.billing.checkout(context.caller, data))

export const fetchCheckoutView = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(CheckoutIdSchema))
  .handler(({ data, context }) => context.app.billing.checkoutView(context.caller, data))

export const fetchBillingOverview = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .handler(({ context }) => context.app.billing.overview(context.caller))

export const cancelSubscriptionFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'subscriptionByUser' })])
  .handler(({ context }) => context.app.billing.cancel(context.caller))

export const resumeSubscriptionFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'subscriptionByUser' })])
  .handler(({ context }) => context.app.billing.resume(context.caller))

export const changePlanFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'subscriptionByUser' })])
  .validator(input(ChangePlanSchema))
  .handler(({ data, context }) => context.app.billing.change(context.caller, data))

export const billingPortalFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'subscriptionByUser' })])
  .handler(({ context }) => context.app.billing.portal(context.caller))

export const fetchSandboxSession = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(SandboxSessionSchema))
  .handler(({ data, context }) => context.app.billing.sandbox.show(context.caller, data))

export const paySandboxFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'sandboxByUser' })])
  .validator(input(SandboxPaySchema))
  .handler(({ data, context }) => context.app.billing.sandbox.pay(context.caller, data))

export const cancelSandboxFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(SandboxSessionSchema))
  .handler(({ data, context }) => context.app.billing.sandbox.cancel(context.caller, data))

export const sandboxTestFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'sandboxByUser' })])
  .validator(input(SandboxTestSchema))
  .handler(({ data, context }) => context.app.billing.sandbox.test(context.caller, data))
