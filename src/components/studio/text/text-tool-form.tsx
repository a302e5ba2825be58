import { useForm, useStore, type AnyFieldApi } from '@tanstack/react-form'
import { Wand2 } from 'lucide-react'
import { useId } from 'react'
import {
  LETTERING_FONT_IDS,
  MAX_PROMPT_CHARS,
  MAX_VARIATIONS,
  MAX_LETTERING_CHARS,
  type LetteringFontId,
  type StyleId,
} from '@/engine/options'
import * as m from '@/paraglide/messages'
import { pricingDialog } from '@/lib/pricing-dialog'
import { TextField } from '../../forms/field'
import { Form } from '../../forms/form'
import { fieldMessage } from '../../forms/messages'
import { SelectField } from '../../forms/select-field'
import { Button } from '../../ui/button'
import type { ToolFormProps } from '../tool-form'
import { ChoiceGroup } from './choice-group'
import { formErrors } from './form-errors'
import { FONT_NAMES } from './option-names'
import { PlacementSize } from './placement-size'
import { DEFAULT_PLACEMENT } from './print-size'
import { ReadingPanel } from './reading-panel'
import { hasLettering, readValue, withoutPart } from './reading-chips'
import { StylePicker } from './style-picker'
import { initialValues, toRequest, type Colour, type TextPreset } from './text-preset'
import { usePromptReading } from './use-prompt-reading'

/** The prompt box: a textarea with its label, hint, count and error. */
function PromptField({ field }: { field: AnyFieldApi }) {
  const id = useId()
  const value = String(field.state.value ?? '')
  const error = fieldMessage(field.state.meta.errors[0])
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {m.ttool_prompt_label()}
      </label>
      <textarea
        id={id}
        name="prompt"
        rows={3}
        maxLength={MAX_PROMPT_CHARS}
        value={value}
        placeholder={m.ttool_prompt_placeholder()}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block min-h-24 w-full resize-y rounded-sm border border-line-strong bg-surface-raised px-3.5 py-2.5 text-base leading-relaxed text-ink placeholder:text-ink-faint focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger sm:text-sm"
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
          {m.ttool_prompt_hint()}
        </p>
        <span className="shrink-0 text-xs tabular-nums text-ink-faint">
          {value.length}/{MAX_PROMPT_CHARS}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Text to tattoo: a prompt in any of the ten languages with the engine's live reading of it, and
 * the choices the reading leaves open (style, colour, placement and size, variations, lettering
 * and font, seed). The workspace around it shows the cost, the job and the results.
 */
export function TextToolForm({ preset, maxVariations, busy, canSubmit, costNotice, onSubmit }: ToolFormProps<TextPreset>) {
  const form = useForm({
    defaultValues: initialValues(preset, maxVariations),
    validators: { onSubmit: ({ value }) => formErrors(value) },
    onSubmit: ({ value }) => onSubmit(toRequest(value)),
  })
  const values = useStore(form.store, (s) => s.values)
  const { reading, shown, pending, failed } = usePromptReading(values.prompt)
  const autoStyle =
    (readValue(shown, 'style') as StyleId | undefined) ??
    (hasLettering(shown, values.lettering) && !shown?.parts.some((p) => p.kind === 'concept') ? 'lettering' : 'fine-line')
  const autoPlacement = (readValue(shown, 'placement') as typeof DEFAULT_PLACEMENT | undefined) ?? DEFAULT_PLACEMENT
  const variationsHint = useId()
  const limited = maxVariations < MAX_VARIATIONS

  return (
    <Form form={form} className="space-y-6">
      <div className="space-y-3">
        <form.Field name="prompt">{(field) => <PromptField field={field} />}</form.Field>
        <ReadingPanel
          shown={shown}
          current={reading !== undefined}
          pending={pending}
          failed={failed}
          values={values}
          onRemove={(part) => form.setFieldValue('prompt', withoutPart(values.prompt, part))}
        />
      </div>

      <form.Field name="style">
        {(field) => <StylePicker value={field.state.value} auto={autoStyle} onChange={field.handleChange} />}
      </form.Field>

      <form.Field name="colour">
        {(field) => (
          <ChoiceGroup<Colour | ''>
            legend={m.ttool_colour_label()}
            name="colour"
            value={field.state.value}
            onChange={field.handleChange}
            options={[
              { value: '', label: m.ttool_colour_auto() },
              { value: 'bw', label: m.ttool_colour_bw() },
              { value: 'color', label: m.ttool_colour_color() },
            ]}
          />
        )}
      </form.Field>

      <PlacementSize
        placement={values.placement}
        auto={autoPlacement}
        sizeMm={values.sizeMm}
        onPlacement={(p) => form.setFieldValue('placement', p)}
        onSize={(size) => form.setFieldValue('sizeMm', size)}
      />

      <div>
        <form.Field name="variations">
          {(field) => (
            <ChoiceGroup<number>
              legend={m.ttool_variations_label()}
              name="variations"
              value={field.state.value}
              onChange={field.handleChange}
              describedBy={limited ? variationsHint : undefined}
              options={Array.from({ length: MAX_VARIATIONS }, (_, i) => ({
                value: i + 1,
                label: String(i + 1),
                disabled: i + 1 > maxVariations,
              }))}
            />
          )}
        </form.Field>
        {limited && (
          <p id={variationsHint} className="mt-1.5 text-xs text-ink-muted">
            {m.ttool_variations_limit({ max: maxVariations })}{' '}
            <button
              type="button"
              onClick={() => pricingDialog.open('permission')}
              className="text-ink underline decoration-accent underline-offset-2"
            >
              {m.ttool_variations_upgrade()}
            </button>
          </p>
        )}
      </div>

      <details
        className="group rounded-md border border-line bg-surface"
        open={Boolean(preset?.lettering || preset?.font || preset?.seed !== undefined) || undefined}
      >
        <summary className="cursor-pointer select-none rounded-md px-4 py-3 text-sm font-medium text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-focus">
          {m.ttool_more_options()}
        </summary>
        <div className="grid gap-4 border-t border-line p-4">
          <div>
            <form.Field name="lettering">
              {(field) => (
                <TextField
                  field={field}
                  label={m.ttool_lettering_label()}
                  hint={m.ttool_lettering_hint()}
                  optional
                  maxLength={MAX_LETTERING_CHARS}
                  autoComplete="off"
                />
              )}
            </form.Field>
          </div>
          <form.Field name="font">
            {(field) => (
              <SelectField
                label={m.ttool_font_label()}
                name="font"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value as LetteringFontId | '')}
                options={[
                  { value: '', label: m.ttool_font_auto() },
                  ...LETTERING_FONT_IDS.map((f) => ({ value: f, label: FONT_NAMES[f]() })),
                ]}
              />
            )}
          </form.Field>
          <form.Field name="seed">
            {(field) => (
              <TextField
                field={field}
                label={m.ttool_seed_label()}
                hint={m.ttool_seed_hint()}
                optional
                inputMode="numeric"
                autoComplete="off"
                placeholder={m.ttool_seed_placeholder()}
              />
            )}
          </form.Field>
        </div>
      </details>

      <div className="space-y-3 border-t border-line pt-5">
        {costNotice(values.variations)}
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || busy} aria-busy={busy}>
          <Wand2 aria-hidden />
          {busy ? m.ttool_submit_busy() : m.ttool_submit()}
        </Button>
      </div>
    </Form>
  )
}
