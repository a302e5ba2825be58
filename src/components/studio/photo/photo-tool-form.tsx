import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Sparkles } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { uploadsQuery } from '@/components/try-on/uploads'
import { Button } from '@/components/ui/button'
import * as m from '@/paraglide/messages'
import type { ToolFormProps } from '../tool-form'
import { PhotoAdjustments } from './photo-adjustments'
import { choicesFrom, photoParams, photoRequest, type PhotoChoices, type PhotoPreset } from './photo-params'
import { PhotoPicker, type ChosenPhoto } from './photo-picker'
import { PhotoPreviewPane } from './photo-preview-pane'
import { TREATMENT_TEXT, TreatmentPicker } from './treatment-picker'
import { usePhotoPreview } from './use-photo-preview'

const randomSeed = () => Math.floor(Math.random() * 2 ** 31)

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <h2 id={id} className="font-display text-lg text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Photo to tattoo: a photo, a treatment and its sliders, with a live preview drawn by the server
 * at 400 px while they move (ADR 29). Generate sends the preview's params and seed, so the full
 * design is the preview at print resolution.
 */
export function PhotoToolForm({ preset, busy, canSubmit, costNotice, onSubmit }: ToolFormProps<PhotoPreset>) {
  const [choices, setChoices] = useState<PhotoChoices>(() => choicesFrom(preset))
  const [photoUrl, setPhotoUrl] = useState<string | null>(null)
  const [seed] = useState(() => preset?.seed ?? randomSeed())
  const set = (patch: Partial<PhotoChoices>) => setChoices((c) => ({ ...c, ...patch }))

  // A preset names its photo by id only: its picture comes from the user's uploads when listed.
  const uploads = useQuery(uploadsQuery('photo'))
  const listedUrl = uploads.data?.items.find((u) => u.upload_id === choices.uploadId)?.url ?? null
  const chosen: ChosenPhoto | null = choices.uploadId ? { uploadId: choices.uploadId, url: photoUrl ?? listedUrl } : null

  const { uploadId } = choices
  const params = uploadId ? photoParams({ ...choices, uploadId }) : null
  const preview = usePhotoPreview(params, seed)

  return (
    <div className="space-y-6">
      <Part title={m.ptool_step_photo()}>
        <PhotoPicker
          chosen={chosen}
          onChosen={(photo) => {
            setPhotoUrl(photo.url)
            set({ uploadId: photo.uploadId })
          }}
        />
      </Part>
      <PhotoPreviewPane
        state={preview}
        photoUrl={chosen?.url ?? null}
        treatmentName={TREATMENT_TEXT[choices.treatment].name()}
        hasPhoto={!!uploadId}
      />
      <Part title={m.ptool_treatment()}>
        <TreatmentPicker value={choices.treatment} onChange={(treatment) => set({ treatment })} />
      </Part>
      <Part title={m.ptool_step_adjust()}>
        <PhotoAdjustments value={choices} onChange={set} />
      </Part>
      <div className="space-y-3 border-t border-line pt-5">
        {costNotice(1)}
        <Button
          size="lg"
          className="w-full"
          disabled={!uploadId || !canSubmit || busy}
          onClick={() => uploadId && onSubmit(photoRequest({ ...choices, uploadId }, seed))}
        >
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {m.ptool_generate()}
        </Button>
        {!uploadId && <p className="text-center text-sm text-ink-muted">{m.ptool_generate_needs_photo()}</p>}
      </div>
    </div>
  )
}
