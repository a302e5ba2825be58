import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'

/** A job's pictures, each on white and opening at full size. */
export function JobOutputs({ job, title }: { job: JobView; title: string }) {
  return (
    <ul className={job.outputs.length > 1 ? 'grid grid-cols-2 gap-3 sm:gap-4' : 'max-w-lg'}>
      {job.outputs.map((output) => (
        <li key={output.index}>
          <a
            href={output.image_url}
            target="_blank"
            rel="noreferrer"
            className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-line bg-white p-2 transition-colors hover:border-line-strong"
          >
            <img
              src={output.image_url}
              alt={m.hist_output_alt({ n: String(output.index), title })}
              width={output.width}
              height={output.height}
              className="max-h-full max-w-full object-contain"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
