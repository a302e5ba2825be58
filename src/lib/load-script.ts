const loading = new Map<string, Promise<void>>()

/** Loads a third-party script once; rejects when it cannot be fetched (blocked, offline, slow). */
export function loadScript(src: string, timeoutMs = 8000, attributes: Record<string, string> = {}): Promise<void> {
  let found = loading.get(src)
  if (!found) {
    found = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      const timer = setTimeout(() => reject(new Error(`timed out loading ${src}`)), timeoutMs)
      script.src = src
      script.async = true
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
      script.onload = () => {
        clearTimeout(timer)
        resolve()
      }
      script.onerror = () => {
        clearTimeout(timer)
        reject(new Error(`could not load ${src}`))
      }
      document.head.append(script)
    })
    found.catch(() => loading.delete(src))
    loading.set(src, found)
  }
  return found
}
