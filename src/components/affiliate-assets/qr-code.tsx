import { Download } from 'lucide-react'
import { useMemo } from 'react'
import { encode } from 'uqr'
import { Button } from '@/components/ui/button'
import * as m from '@/paraglide/messages'

/** A QR code as SVG: dark modules on white with the standard four-module quiet zone (scanners need both). */
export function qrSvg(text: string): { svg: string; path: string; size: number } {
  const qr = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" width="${qr.size * 8}" height="${qr.size * 8}" shape-rendering="crispEdges">` +
    `<rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  return { svg, path, size: qr.size }
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The SVG drawn on a canvas about 1024 px square, a whole number of pixels per module, without smoothing (sharp modules). */
async function pngOf(svg: string, modules: number): Promise<Blob> {
  const side = modules * Math.ceil(1024 / modules)
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d')!
    context.imageSmoothingEnabled = false
    context.drawImage(image, 0, 0, side, side)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** The link as a QR code, with downloads as SVG (for print) and PNG. */
export function QrCode({ value, fileName }: { value: string; fileName: string }) {
  const qr = useMemo(() => qrSvg(value), [value])
  return (
    <figure className="flex flex-col items-center gap-3 sm:items-start">
      <svg
        role="img"
        aria-label={m.affiliate_assets_qr_alt()}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="size-44 rounded-md border border-line"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path fill="#000" d={qr.path} />
      </svg>
      <figcaption className="sr-only">{value}</figcaption>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => save(new Blob([qr.svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}
        >
          <Download aria-hidden />
          {m.affiliate_assets_qr_svg()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void pngOf(qr.svg, qr.size).then(
              (png) => save(png, `${fileName}.png`),
              () => {},
            )
          }
        >
          <Download aria-hidden />
          {m.affiliate_assets_qr_png()}
        </Button>
      </div>
    </figure>
  )
}
