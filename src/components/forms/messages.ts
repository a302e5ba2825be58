import * as m from '@/paraglide/messages'

/**
 * Field errors travel as catalogue keys (schemas and the API use the same ones); this turns them
 * into text. A fixed table, so only these messages load with the forms.
 */
const FIELD_MESSAGES: Record<string, () => string> = {
  validation_required: m.validation_required,
  validation_email: m.validation_email,
  validation_password_short: m.validation_password_short,
  validation_password_long: m.validation_password_long,
  validation_password_common: m.validation_password_common,
  validation_password_mismatch: m.validation_password_mismatch,
  validation_current_password: m.validation_current_password,
  validation_no_password: m.validation_no_password,
  validation_name_long: m.validation_name_long,
  validation_locale: m.validation_locale,
  validation_theme: m.validation_theme,
  validation_image: m.validation_image,
  validation_confirm_delete: m.validation_confirm_delete,
  validation_token: m.validation_token,
  validation_choice: m.validation_choice,
  validation_rating: m.validation_rating,
  validation_feedback_short: m.validation_feedback_short,
  validation_feedback_long: m.validation_feedback_long,
  validation_feedback_page: m.validation_feedback_page,
  validation_feedback_job: m.validation_feedback_job,
  validation_feedback_job_sign_in: m.validation_feedback_job_sign_in,
  // Billing (billing.schema.ts and its services).
  validation_billing_plan: m.validation_billing_plan,
  validation_billing_pack: m.validation_billing_pack,
  validation_billing_subscribed: m.validation_billing_subscribed,
  validation_billing_checkout: m.validation_billing_checkout,
  validation_billing_past_due: m.validation_billing_past_due,
  // The affiliate programme (affiliate.schema.ts and its services).
  validation_url: m.validation_url,
  validation_affiliate_plan_short: m.validation_affiliate_plan_short,
  validation_affiliate_threshold: m.validation_affiliate_threshold,
  // The design tools' fields (designs.schema.ts).
  validation_prompt_empty: m.validation_prompt_empty,
  validation_too_long: m.validation_too_long,
  validation_text: m.validation_text,
  validation_number: m.validation_number,
  validation_range: m.validation_range,
}

export function fieldMessage(error: unknown): string | undefined {
  const key = typeof error === 'string' ? error : (error as { message?: string } | null)?.message
  if (!key) return undefined
  return (FIELD_MESSAGES[key] ?? m.validation_required)()
}
