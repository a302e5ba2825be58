import { drawVariation, plan } from '../src/engine/design.ts'
for (const prompt of ['skull with roses', 'snake wrapped around a dagger with roses', 'wolf howling at the moon']) {
  for (const style of ['fine-line', 'traditional'] as const) {
    const p = plan({ tool: 'text', prompt, style, seed: 1, variations: 4 })
    const ts: number[] = []
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now()
      for (let i = 0; i < 4; i++) drawVariation(p, i)
      ts.push(performance.now() - t0)
    }
    ts.sort((a, b) => a - b)
    console.log(prompt.padEnd(42), style.padEnd(12), 'draw×4 median', ts[2]!.toFixed(0), 'ms')
  }
}
