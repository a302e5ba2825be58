import { useForm, useStore, type AnyFieldApi } from '@tanstack/react-form'
import { Sparkles } from 'lucide-react'
import { Form } from '@/components/forms/form'
import { SelectField } from '@/components/forms/select-field'
import { Button } from '@/components/ui/button'
import {
  LETTERING_FONT_IDS,
  PLACEMENT_IDS,
  type LayoutId,
  type LetteringFontId,
  type PlacementId,
  type StyleId,
} from '@/engine/options'
import { currentLocale } from '@/i18n/use-locale'
import { STYLE_CATALOGUE } from '@/modules/galleries'
import * as m from '@/paraglide/messages'
import type { ToolFormProps } from '../tool-form'
import { FONT_NAMES, PLACEMENT_NAMES, PROBLEM_MESSAGES } from './flower-labels'
import {
  initialValues,
  letteringProblem,
  monthsProblem,
  seedProblem,
  sizeProblem,
  toRequest,
  type Colour,
  type FlowerPreset,
  type FlowerProblem,
} from './flower-preset'
import { LayoutPicker } from './layout-picker'
import { MonthPicker } from './month-picker'
import { PlainField } from './plain-field'
import { VariationsPicker } from './variations-picker'

const problemText = (errors: unknown[]) => {
  const key = errors.find((e): e is FlowerProblem => typeof e === 'string' && e in PROBLEM_MESSAGES)
  return key && PROBLEM_MESSAGES[key]()
}

/** Changes a field and drops the error the last submit found in it: it described the old value. */
function change<T>(field: AnyFieldApi, value: T): void {
  field.handleChange(value)
  if (field.state.meta.errorMap.onSubmit)
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }))
}

/** "14 cm · 5.5 in at print size" for a size the reader typed in mm. */
function sizeHint(mm: string): string {
  const n = Number(mm)
  if (mm.trim() === '' || !Number.isFinite(n) || n <= 0) return m.ftool_size_hint_auto()
  const one = new Intl.NumberFormat(currentLocale().htmlLang, { maximumFractionDigits: 1 })
  return m.ftool_size_hint({ cm: one.format(n / 10), inches: one.format(n / 25.4) })
}

/**
 * The birth-flower generator's form: months and their flowers, layout, style, names or dates in
 * a chosen face, placement and size. The workspace around it shows the cost and the results.
 */
export function FlowerToolForm({ preset, maxVariations, busy, canSubmit, costNotice, onSubmit }: ToolFormProps<FlowerPreset>) {
  const form = useForm({
    defaultValues: initialValues(preset, maxVariations),
    onSubmit: ({ value }) => onSubmit(toRequest(value)),
  })
  const variations = useStore(form.store, (s) => s.values.variations)
  const hasLettering = useStore(form.store, (s) => s.values.lettering.trim().length > 0)

  return (
    <Form form={form} className="space-y-7" data-testid="flower-form">
      <form.Field
        name="months"
        validators={{
          onSubmit: ({ value }) => monthsProblem(value),
          onChange: ({ value }) => value.length > 0 && monthsProblem(value),
        }}
      >
        {(field) => (
          <MonthPicker
            value={field.state.value}
            onChange={(months) => change(field, months)}
            error={problemText(field.state.meta.errors)}
          />
        )}
      </form.Field>

      <form.Field name="layout">
        {(field) => <LayoutPicker value={field.state.value} onChange={(layout: LayoutId) => field.handleChange(layout)} />}
      </form.Field>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <form.Field name="style">
          {(field) => (
            <SelectField
              label={m.ftool_style_label()}
              name="style"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value as StyleId)}
              options={STYLE_CATALOGUE.map((s) => ({ value: s.handle, label: s.name() }))}
            />
          )}
        </form.Field>
        <form.Field name="colour">
          {(field) => (
            <SelectField
              label={m.ftool_colour_label()}
              name="colour"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value as Colour | '')}
              options={[
                { value: '', label: m.ftool_colour_auto() },
                { value: 'bw', label: m.ftool_colour_bw() },
                { value: 'color', label: m.ftool_colour_color() },
              ]}
            />
          )}
        </form.Field>
      </div>

      <div className="space-y-4">
        <form.Field
          name="lettering"
          validators={{ onChange: ({ value }) => letteringProblem(value), onSubmit: ({ value }) => letteringProblem(value) }}
        >
          {(field) => (
            <PlainField
              label={m.ftool_lettering_label()}
              optional
              name="lettering"
              value={field.state.value}
              onChange={(e) => change(field, e.target.value)}
              onBlur={field.handleBlur}
              placeholder={m.ftool_lettering_placeholder()}
              autoComplete="off"
              hint={m.ftool_lettering_hint()}
              error={problemText(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {hasLettering && (
          <form.Field name="font">
            {(field) => (
              <div className="space-y-1.5">
                <SelectField
                  label={m.ftool_font_label()}
                  name="font"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value as LetteringFontId | '')}
                  options={[
                    { value: '', label: m.ftool_font_auto() },
                    ...LETTERING_FONT_IDS.map((font) => ({ value: font, label: FONT_NAMES[font]() })),
                  ]}
                />
                <p className="text-xs leading-relaxed text-ink-muted">{m.ftool_font_hint()}</p>
              </div>
            )}
          </form.Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <form.Field name="placement">
          {(field) => (
            <SelectField
              label={m.ftool_placement_label()}
              name="placement"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value as PlacementId | '')}
              options={[
                { value: '', label: m.ftool_placement_auto() },
                ...PLACEMENT_IDS.map((p) => ({ value: p, label: PLACEMENT_NAMES[p]() })),
              ]}
            />
          )}
        </form.Field>
        <form.Field
          name="size_mm"
          validators={{ onChange: ({ value }) => sizeProblem(value), onSubmit: ({ value }) => sizeProblem(value) }}
        >
          {(field) => (
            <PlainField
              label={m.ftool_size_label()}
              optional
              name="size_mm"
              inputMode="numeric"
              value={field.state.value}
              onChange={(e) => change(field, e.target.value)}
              onBlur={field.handleBlur}
              hint={sizeHint(field.state.value)}
              error={problemText(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>

      <form.Field name="variations">
        {(field) => <VariationsPicker value={field.state.value} max={maxVariations} onChange={(n) => field.handleChange(n)} />}
      </form.Field>

      <form.Field
        name="seed"
        validators={{ onChange: ({ value }) => seedProblem(value), onSubmit: ({ value }) => seedProblem(value) }}
      >
        {(field) => (
          <PlainField
            label={m.ftool_seed_label()}
            optional
            name="seed"
            inputMode="numeric"
            value={field.state.value}
            onChange={(e) => change(field, e.target.value)}
            onBlur={field.handleBlur}
            hint={m.ftool_seed_hint()}
            error={problemText(field.state.meta.errors)}
          />
        )}
      </form.Field>

      <div className="space-y-3 border-t border-line pt-5">
        {costNotice(variations)}
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || busy} aria-busy={busy}>
          <Sparkles aria-hidden />
          {busy ? m.ftool_generating() : m.ftool_generate()}
        </Button>
      </div>
    </Form>
  )
}
