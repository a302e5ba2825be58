import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Step } from '@/components/try-on/pickers'
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

/**
 * Photo to tattoo: a photo, a treatment and its sliders, with a live preview drawn by the server
 * at 400 px while they move (ADR 29); Generate sends the same params and seed as the preview, so
 * the full design is the preview at print resolution.
 */
export function PhotoToolForm({ preset, busy, canSubmit, costNotice, onSubmit }: ToolFormProps<PhotoPreset>) {
  const [choices, setChoices] = useState<PhotoChoices>(() => choicesFrom(preset))
  const [photoUrl, setPhotoUrl] = useState<string | null>(null)
  const [seed] = useState(randomSeed)
  const set = (patch: Partial<PhotoChoices>) => setChoices((c) => ({ ...c, ...patch }))

  // A new preset (a re-run or a gallery link opened while the form is on screen) starts over from it.
  const presetKey = JSON.stringify(preset ?? null)
  useEffect(() => {
    setChoices(choicesFrom(JSON.parse(presetKey) ?? undefined))
  }, [presetKey])

  // A preset names its photo by id only: its picture comes from the user's uploads when listed.
  const uploads = useQuery(uploadsQuery('photo'))
  const listedUrl = uploads.data?.items.find((u) => u.upload_id === choices.uploadId)?.url ?? null
  const chosen: ChosenPhoto | null = choices.uploadId ? { uploadId: choices.uploadId, url: photoUrl ?? listedUrl } : null

  const { uploadId } = choices
  const params = uploadId ? photoParams({ ...choices, uploadId }) : null
  const preview = usePhotoPreview(params, seed)
  const treatmentName = TREATMENT_TEXT[choices.treatment].name()

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:items-start">
      <div className="order-1 lg:order-none">
        <Step n={1} title={m.ptool_step_photo()}>
          <PhotoPicker
            chosen={chosen}
            onChosen={(photo) => {
              setPhotoUrl(photo.url)
              set({ uploadId: photo.uploadId })
            }}
          />
        </Step>
      </div>
      <div className="contents lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:block lg:space-y-4">
        <div className="order-2 lg:order-none">
          <PhotoPreviewPane state={preview} photoUrl={chosen?.url ?? null} treatmentName={treatmentName} hasPhoto={!!uploadId} />
        </div>
        <div className="order-5 space-y-3 rounded-md border border-line bg-surface p-4 sm:p-5 lg:order-none">
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
      <div className="order-3 lg:order-none">
        <Step n={2} title={m.ptool_treatment()}>
          <TreatmentPicker value={choices.treatment} onChange={(treatment) => set({ treatment })} />
        </Step>
      </div>
      <div className="order-4 lg:order-none">
        <Step n={3} title={m.ptool_step_adjust()}>
          <PhotoAdjustments value={choices} onChange={set} />
        </Step>
      </div>
    </div>
  )
}
