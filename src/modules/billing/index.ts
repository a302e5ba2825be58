/** The billing module's client-safe surface: schemas, shapes and the default currency. */
export {
  CURRENCIES,
  ChangePlanSchema,
  CheckoutIdSchema,
  CheckoutSchema,
  INTERVALS,
  SandboxPaySchema,
  SandboxSessionSchema,
  SandboxTestSchema,
  WebhookSchema,
  defaultCurrency,
  type ChangePlanInput,
  type CheckoutInput,
  type Currency,
} from './billing.schema'
export type { BillingOverview, Catalogue, CataloguePack, CataloguePlan, CataloguePrice, CheckoutView } from './catalogue'
export type { SandboxSessionView, SandboxTestAction } from './sandbox-checkout.server'
