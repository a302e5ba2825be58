import { Sketch } from '../src/engine/ink/sketch.ts'
import { narrowestGapMm } from '../src/engine/print/narrowest-gap.ts'
import { Random } from '../src/engine/random.ts'
import { STYLES } from '../src/engine/styles.ts'
import { ROSE } from '../src/engine/flowers/rose.ts'
for (const st of ['fine-line', 'dotwork', 'blackwork', 'traditional'] as const) {
  const sk = new Sketch(STYLES[st], 'bw')
  ROSE.draw(sk, new Random(1), { path: [[35, 90], [35, 40]], headMm: 40, leaves: true, openness: 1 })
  console.log(st, narrowestGapMm(sk.compile(70, 100, 4)))
}
