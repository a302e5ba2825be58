import { useQueryClient } from '@tanstack/react-query'
import { Download, Eye, RotateCcw, Save } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_PLACEMENT, type TryOnPlacement } from '@/engine'
import { isAppError } from '@/lib/errors/app-error'
import { toast } from '@/lib/toast'
import type { JobView } from '@/modules/designs'
import { saveTryOnFn, viewJobFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from '../studio/history-key'
import { Button } from '../ui/button'
import { PersonMaskSwitch, type MaskState } from './person-mask-switch'
import { findPerson, maskPng, type PersonMask } from './person-mask'
import { PlacementControls } from './placement-controls'
import { previewSize } from './preview-pixels'
import { HistoryDesigns, historyPicks } from './history-designs'
import { DESIGN_TYPES, EarlierUploads, FileButton, PHOTO_TYPES, SampleDesigns, Step, type SampleDesign } from './pickers'
import { PhotoStart } from './photo-start'
import { TryOnCanvas } from './try-on-canvas'
import { pickUpload, uploadPicture, uploadSample, uploadsQuery, type Picked, type UploadKind } from './uploads'

/** A design from the user's history to start with (`?design=<job id>&output=<index>`). */
export interface DesignPreset {
  job: string
  output: number
}

const historyKey = (job: string, output: number) => `${job}:${output}`

/**
 * The try-on editor: a body photo, a design, the placement; the preview is the server's own
 * compositor on smaller pixels, and saving renders the same placement at full resolution.
 * A design may come from the engine's samples, the user's files, or their own history.
 */
export function TryOnEditor({ preset }: { preset?: DesignPreset }) {
  const [body, setBody] = useState<Picked | null>(null)
  /** `choice`: the sample's id or the history output's key, so its picker shows it chosen. */
  const [design, setDesign] = useState<(Picked & { choice: string | null }) | null>(null)
  const [placement, setPlacement] = useState<TryOnPlacement>(DEFAULT_PLACEMENT)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<UploadKind | 'save' | null>(null)
  const [before, setBefore] = useState(false)
  const [saved, setSaved] = useState<JobView | null>(null)
  const [mask, setMask] = useState<MaskState>({ status: 'off' })
  const [personMask, setPersonMask] = useState<{ body: Picked; mask: PersonMask; uploadId?: string } | null>(null)
  const onChange = useCallback((next: TryOnPlacement) => setPlacement(next), [])

  async function pick(kind: UploadKind, upload: () => Promise<Picked>, choice: string | null = null) {
    setBusy(kind)
    try {
      const picked = await upload()
      void queryClient.invalidateQueries({ queryKey: uploadsQuery(kind).queryKey })
      if (kind === 'photo') {
        setBody(picked)
        if (mask.status !== 'off') void findMask(picked)
      } else setDesign({ ...picked, choice })
      setSaved(null)
    } catch {
      // rejections are toasted by the error catalogue; a failed sample download changes nothing
    } finally {
      setBusy(null)
    }
  }

  const pickPhoto = (file: File) => pick('photo', () => uploadPicture(file, 'photo', file.name))

  /** The output of one of the user's jobs becomes a design upload, like a sample (ADR 0031). */
  const pickFromHistory = (job: string, output: number, url: string) =>
    pick('design', () => uploadSample(url, 'design'), historyKey(job, output))

  // The design named in the address, taken once per address: a result's "Try it on" link.
  const latest = useRef({ pick })
  latest.current.pick = pick
  const presetJob = preset?.job
  const presetOutput = preset?.output ?? 1
  useEffect(() => {
    if (!presetJob) return
    void latest.current.pick(
      'design',
      async () => {
        try {
          const job = await viewJobFn({ data: { id: presetJob } })
          const output = job.outputs.find((o) => o.index === presetOutput) ?? job.outputs[0]
          if (!output) throw new Error(`job ${presetJob} has no outputs`)
          return await uploadSample(output.image_url, 'design')
        } catch (error) {
          // A missing job is toasted by the error catalogue; an unfinished one is ours to explain.
          if (!isAppError(error)) toast.error(m.tryon2_preset_missing())
          throw error
        }
      },
      historyKey(presetJob, presetOutput),
    )
  }, [presetJob, presetOutput])

  async function findMask(photo: Picked) {
    setMask({ status: 'working' })
    setPersonMask(null)
    try {
      const { width, height } = previewSize(photo.image)
      setPersonMask({ body: photo, mask: await findPerson(photo.image, width, height) })
      setMask({ status: 'on' })
    } catch {
      setMask({ status: 'failed' })
    }
  }

  /** The mask as the user's upload, sent once per photo. */
  async function maskUpload(): Promise<string | null> {
    if (mask.status !== 'on' || !personMask || personMask.body !== body) return null
    if (personMask.uploadId) return personMask.uploadId
    const { uploadId } = await uploadPicture(await maskPng(personMask.mask), 'mask', 'person-mask.png')
    setPersonMask({ ...personMask, uploadId })
    return uploadId
  }

  async function save() {
    if (!body || !design) return
    setBusy('save')
    try {
      const job = await saveTryOnFn({
        data: {
          body_upload_id: body.uploadId,
          design_upload_id: design.uploadId,
          person_mask_upload_id: await maskUpload(),
          placement,
        },
      })
      setSaved(job)
      // The save is a try-on job: the history shows it from now on.
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })
      toast.success(m.tryon_saved())
    } catch {
      // toasted by the error catalogue
    } finally {
      setBusy(null)
    }
  }

  const result = saved?.outputs[0]
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        {body ? (
          <TryOnCanvas
            body={body.image}
            design={design?.image ?? null}
            placement={placement}
            onChange={onChange}
            before={before}
            personMask={mask.status === 'on' && personMask?.body === body ? personMask.mask : undefined}
          />
        ) : (
          <PhotoStart busy={busy === 'photo'} onFile={pickPhoto} />
        )}
        <p id="try-on-keys" className="text-sm text-ink-muted">
          {m.tryon_keys_hint()}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={before}
            disabled={!body || !design}
            onClick={() => setBefore((b) => !b)}
          >
            <Eye aria-hidden />
            {m.tryon_compare()}
          </Button>
          <Button variant="ghost" size="sm" disabled={!design} onClick={() => setPlacement(DEFAULT_PLACEMENT)}>
            <RotateCcw aria-hidden />
            {m.tryon_reset()}
          </Button>
        </div>
        {result && (
          <section aria-labelledby="try-on-result" className="rounded-md border border-line bg-surface p-4">
            <h2 id="try-on-result" className="font-display text-lg text-ink">
              {m.tryon_result_heading()}
            </h2>
            <img
              src={result.image_url}
              width={result.width}
              height={result.height}
              alt={m.tryon_result_alt()}
              className="mt-3 h-auto w-full rounded-sm"
              data-testid="try-on-result"
            />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
              <span>{m.tryon_result_size({ width: result.width, height: result.height })}</span>
              <Button asChild variant="secondary" size="sm">
                <a href={result.image_url} download>
                  <Download aria-hidden />
                  {m.tryon_download()}
                </a>
              </Button>
            </div>
          </section>
        )}
      </div>
      <div className="space-y-4">
        <Step n={1} title={m.tryon_body_heading()}>
          {/* Before a photo, the canvas's own start is the place to give one; after, it can be replaced here. */}
          {body && <FileButton label={m.tryon2_body_replace()} accept={PHOTO_TYPES} busy={busy === 'photo'} onFile={pickPhoto} />}
          <p className="text-xs text-ink-muted">{m.tryon_body_hint()}</p>
          <EarlierUploads
            kind="photo"
            label={m.tryon_earlier_photos()}
            chosen={body?.uploadId ?? null}
            busy={busy === 'photo'}
            onPick={(info) => pick('photo', () => pickUpload(info))}
          />
        </Step>
        <Step n={2} title={m.tryon_design_heading()}>
          <FileButton
            label={m.tryon_design_upload()}
            accept={DESIGN_TYPES}
            busy={busy === 'design'}
            onFile={(file) => pick('design', () => uploadPicture(file, 'design', file.name))}
          />
          <p className="text-xs text-ink-muted">{m.tryon_design_hint()}</p>
          <EarlierUploads
            kind="design"
            label={m.tryon_earlier_designs()}
            chosen={design?.uploadId ?? null}
            busy={busy === 'design'}
            onPick={(info) => pick('design', () => pickUpload(info))}
          />
          <HistoryDesigns
            label={m.tryon2_history_label()}
            picks={(jobs) => historyPicks(jobs, { tryOns: false, perJob: 4, max: 12 })}
            chosen={design?.choice ?? null}
            busy={busy === 'design'}
            empty={m.tryon2_history_empty()}
            onPick={(p) => pickFromHistory(p.job.id, p.output, p.url)}
          />
          <SampleDesigns
            chosen={design?.choice ?? null}
            busy={busy === 'design'}
            onPick={(sample: SampleDesign) => pick('design', () => uploadSample(sample.url, 'design'), sample.id)}
          />
        </Step>
        <Step n={3} title={m.tryon_controls_heading()}>
          <PlacementControls value={placement} onChange={onChange} />
          <PersonMaskSwitch
            state={mask}
            disabled={!body}
            onToggle={(on) => {
              if (!on) return setMask({ status: 'off' })
              if (body) void findMask(body)
            }}
          />
          <Button className="mt-2 w-full" disabled={!body || !design || busy !== null} onClick={save}>
            <Save aria-hidden />
            {busy === 'save' ? m.tryon_saving() : m.tryon_save()}
          </Button>
        </Step>
      </div>
    </div>
  )
}
