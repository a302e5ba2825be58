import { LAYOUT_IDS, type LayoutId } from '@/engine/options'
import * as m from '@/paraglide/messages'
import { LAYOUT_NAMES, layoutPreview } from './flower-labels'
import { RadioCard } from './radio-card'

/** The five layouts, each shown as the engine draws it. */
export function LayoutPicker({ value, onChange }: { value: LayoutId; onChange: (layout: LayoutId) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{m.ftool_layout_legend()}</legend>
      <div className="mt-3 grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-5 lg:grid-cols-3">
        {LAYOUT_IDS.map((layout) => (
          <RadioCard
            key={layout}
            name="layout"
            value={layout}
            checked={value === layout}
            onChange={() => onChange(layout)}
            image={layoutPreview(layout)}
          >
            {LAYOUT_NAMES[layout]()}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  )
}
