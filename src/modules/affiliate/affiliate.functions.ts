import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import {
  AdminAffiliateListSchema,
  AdminCommissionListSchema,
  AdminReferralListSchema,
  AdminSettlementListSchema,
  AffiliateTermsSchema,
  ApplySchema,
  AuditListSchema,
  CheckCodeSchema,
  ClickSchema,
  CommissionListSchema,
  ConfirmPayoutEmailSchema,
  DecideSchema,
  NewCodeSchema,
  PageSchema,
  RecordListSchema,
  RequestPayoutSchema,
  ReviewReferralSchema,
  SandboxClockSchema,
  SettleListSchema,
  SettlementActionSchema,
  UpdateInfoSchema,
} from './affiliate.schema'

/** The affiliate programme's operations for the web UI, over the services of /distribution and /admin/affiliate (same access and limits). */

export const fetchProgramme = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'public' })])
  .handler(({ context }) => context.app.affiliate.programme(context.caller))

export const fetchAffiliate = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .handler(({ context }) => context.app.affiliate.show(context.caller))

export const applyFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'affiliateByUser' })])
  .validator(input(ApplySchema))
  .handler(({ data, context }) => context.app.affiliate.apply(context.caller, data))

export const fetchDashboard = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .handler(({ context }) => context.app.affiliate.dashboard(context.caller))

export const fetchRecords = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(RecordListSchema))
  .handler(({ data, context }) => context.app.affiliate.records(context.caller, data))

export const fetchCommissions = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(CommissionListSchema))
  .handler(({ data, context }) => context.app.affiliate.commissions(context.caller, data))

export const fetchSettlements = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(SettleListSchema))
  .handler(({ data, context }) => context.app.affiliate.settlements(context.caller, data))

export const fetchCodes = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(PageSchema))
  .handler(({ data, context }) => context.app.affiliate.codes(context.caller, data))

export const createCodeFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'affiliateByUser' })])
  .validator(input(NewCodeSchema))
  .handler(({ data, context }) => context.app.affiliate.createCode(context.caller, data))

export const checkCodeFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user', limit: 'codeChecksByUser' })])
  .validator(input(CheckCodeSchema))
  .handler(({ data, context }) => context.app.affiliate.checkCode(context.caller, data))

export const updateInfoFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'affiliateByUser' })])
  .validator(input(UpdateInfoSchema))
  .handler(({ data, context }) => context.app.affiliate.updateInfo(context.caller, data))

export const requestPayoutFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'affiliateByUser' })])
  .validator(input(RequestPayoutSchema))
  .handler(({ data, context }) => context.app.affiliate.requestPayout(context.caller, data))

export const confirmPayoutEmailFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'clicksByIp' })])
  .validator(input(ConfirmPayoutEmailSchema))
  .handler(({ data, context }) => context.app.affiliate.confirmPayoutEmail(context.caller, data))

export const recordClickFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'clicksByIp' })])
  .validator(input(ClickSchema))
  .handler(({ data, context }) => context.app.affiliate.click(context.caller, data))

export const fetchAdminAffiliates = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AdminAffiliateListSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.affiliates(context.caller, data))

export const decideFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(DecideSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.decide(context.caller, data))

export const setTermsFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AffiliateTermsSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.setTerms(context.caller, data))

export const fetchAdminReferrals = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AdminReferralListSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.referrals(context.caller, data))

export const reviewReferralFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(ReviewReferralSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.reviewReferral(context.caller, data))

export const fetchAdminCommissions = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AdminCommissionListSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.commissions(context.caller, data))

export const fetchAdminSettlements = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AdminSettlementListSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.settlements(context.caller, data))

export const settlementActionFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(SettlementActionSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.settlementAction(context.caller, data))

export const runSettlementsFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .handler(({ context }) => context.app.affiliate.operator.runSettlements(context.caller))

export const fetchAuditLog = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(AuditListSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.auditLog(context.caller, data))

export const advanceClockFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'admin' })])
  .validator(input(SandboxClockSchema))
  .handler(({ data, context }) => context.app.affiliate.operator.advanceClock(context.caller, data))
