import { ExternalLink } from 'lucide-react'
import { useId, useRef } from 'react'
import { SelectField } from '@/components/forms/select-field'
import { LOCALES, type LocaleCode } from '@/i18n/locales'
import type { CodeView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { LANDING_PAGES, type LandingId, UTM_MAX, type Utm } from './affiliate-link'
import { CopyButton } from './copy-button'
import { QrCode } from './qr-code'

export interface BuilderState {
  code: string
  landing: LandingId
  locale: LocaleCode
  utm: Required<Utm>
}

const LANDING_LABEL: Record<LandingId, () => string> = {
  home: m.affiliate_assets_landing_home,
  text: m.affiliate_assets_landing_text,
  'birth-flower': m.affiliate_assets_landing_birth_flower,
  photo: m.affiliate_assets_landing_photo,
  'try-on': m.affiliate_assets_landing_try_on,
  pricing: m.affiliate_assets_landing_pricing,
  ideas: m.affiliate_assets_landing_ideas,
}

function UtmField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  placeholder: string
}) {
  const id = useId()
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-ink">
        <span>{label}</span>
        <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>
      </label>
      <input
        id={id}
        value={value}
        maxLength={UTM_MAX}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className="block h-11 w-full rounded-sm border border-line-strong bg-surface-raised px-3.5 text-base text-ink placeholder:text-ink-faint focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus sm:text-sm"
      />
    </div>
  )
}

/** A link with one of the affiliate's codes: a page, a language, UTM fields; the address to copy and its QR code. */
export function LinkBuilder({
  codes,
  state,
  onChange,
  link,
}: {
  codes: CodeView[]
  state: BuilderState
  onChange: (next: BuilderState) => void
  link: string | null
}) {
  const output = useRef<HTMLInputElement>(null)
  const outputId = useId()
  const set = (patch: Partial<BuilderState>) => onChange({ ...state, ...patch })
  const setUtm = (patch: Partial<Utm>) => onChange({ ...state, utm: { ...state.utm, ...patch } })
  return (
    <section aria-labelledby="assets-link-heading" className="rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h2 id="assets-link-heading" className="font-display text-display-sm text-ink">
        {m.affiliate_assets_link_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.affiliate_assets_link_lede()}</p>

      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <SelectField
          label={m.affiliate_assets_link_code()}
          value={state.code}
          disabled={!codes.length}
          onChange={(e) => set({ code: e.target.value })}
          options={codes.map((c) => ({ value: c.code, label: c.label ? `${c.code} · ${c.label}` : c.code }))}
        />
        <SelectField
          label={m.affiliate_assets_link_landing()}
          value={state.landing}
          onChange={(e) => set({ landing: e.target.value as LandingId })}
          options={LANDING_PAGES.map((p) => ({ value: p.id, label: LANDING_LABEL[p.id]() }))}
        />
        <SelectField
          label={m.affiliate_assets_link_language()}
          value={state.locale}
          onChange={(e) => set({ locale: e.target.value as LocaleCode })}
          options={LOCALES.map((l) => ({ value: l.code, label: l.name, lang: l.htmlLang }))}
        />
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-ink">{m.affiliate_assets_utm_legend()}</legend>
        <p className="mt-1 text-xs text-ink-muted">{m.affiliate_assets_utm_hint()}</p>
        <div className="mt-3 grid gap-5 md:grid-cols-3">
          <UtmField
            label={m.affiliate_assets_utm_source()}
            placeholder="instagram"
            value={state.utm.source}
            onChange={(source) => setUtm({ source })}
          />
          <UtmField
            label={m.affiliate_assets_utm_medium()}
            placeholder="social"
            value={state.utm.medium}
            onChange={(medium) => setUtm({ medium })}
          />
          <UtmField
            label={m.affiliate_assets_utm_campaign()}
            placeholder="spring"
            value={state.utm.campaign}
            onChange={(campaign) => setUtm({ campaign })}
          />
        </div>
      </fieldset>

      <div className="mt-8 grid gap-8 border-t border-line pt-8 lg:grid-cols-[1fr_auto]">
        <div className="min-w-0">
          {link ? (
            <label htmlFor={outputId} className="block text-sm font-medium text-ink">
              {m.affiliate_assets_link_result()}
            </label>
          ) : (
            <p className="text-sm font-medium text-ink">{m.affiliate_assets_link_result()}</p>
          )}
          {link ? (
            <>
              <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
                <input
                  ref={output}
                  id={outputId}
                  readOnly
                  value={link}
                  onFocus={(e) => e.currentTarget.select()}
                  className="h-11 min-w-0 flex-1 rounded-sm border border-line-strong bg-surface-raised px-3.5 font-mono text-sm text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus"
                />
                <CopyButton
                  text={link}
                  size="md"
                  variant="primary"
                  className="h-11 sm:w-32"
                  onRefused={() => {
                    output.current?.focus()
                    output.current?.select()
                  }}
                />
              </div>
              <a
                href={link}
                target="_blank"
                rel="noopener"
                className="mt-3 inline-flex items-center gap-1.5 text-sm text-ink-muted underline decoration-line-strong underline-offset-4 hover:text-ink"
              >
                <ExternalLink className="size-3.5" aria-hidden />
                {m.affiliate_assets_link_open()}
              </a>
            </>
          ) : (
            <p className="mt-1.5 text-sm text-ink-muted">{m.affiliate_assets_link_no_code()}</p>
          )}
        </div>
        {link && (
          <div>
            <p className="mb-2 text-sm font-medium text-ink">{m.affiliate_assets_qr_heading()}</p>
            <QrCode value={link} fileName={`inkdraft-${state.code.toLowerCase()}-${state.locale}`} />
          </div>
        )}
      </div>
    </section>
  )
}
