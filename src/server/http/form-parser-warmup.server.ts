/**
 * Node's form parser (undici's, behind `Request.formData()`, which REST uploads and TanStack's
 * server functions both use) runs on the event loop. Cold, it needs a third of a second for a
 * 19 MB form, during which nothing else is answered; once V8 has optimised it, about 10 ms. So it
 * is made hot at start-up, before anyone is served, with a few forms of a few megabytes.
 */
export async function warmFormParser(rounds = 4, bytes = 2 * 1024 * 1024): Promise<void> {
  const form = new FormData()
  form.set('kind', 'photo')
  form.set('file', new Blob([new Uint8Array(bytes).fill(0x3c)]), 'warm-up.jpg')
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  const type = encoded.headers.get('content-type')!
  const body = await encoded.arrayBuffer()
  for (let i = 0; i < rounds; i++)
    await new Request('http://localhost/', { method: 'POST', body, headers: { 'content-type': type } }).formData()
}
