import { randomUUID } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formOf, testPicture, textOf } from './test-picture'

/**
 * How the stand-in runs the next prompts: to their pictures; to an execution error (the history's
 * `execution_error` message); refused at POST /prompt with ComfyUI's validation body; never
 * finishing; or finishing with "pictures" that are not pictures.
 */
export type ComfyUiBehaviour = 'success' | 'execution-error' | 'bad-prompt' | 'slow' | 'garbage'

type Graph = Record<string, { class_type?: string; inputs?: Record<string, unknown> }>

export interface ComfyUiPromptRecord {
  id: string
  clientId: unknown
  workflow: Graph
  behaviour: ComfyUiBehaviour
  /** GET /history/{id} calls so far. */
  polls: number
}

/**
 * A loopback server speaking ComfyUI's HTTP API (server.py): POST /prompt, GET /history/{id}
 * (empty while queued and running, then outputs and status), GET /view, POST /upload/image,
 * POST /interrupt, POST /queue. Records what it was asked, so tests can check the workflow's
 * prompt, seed and batch, the upload and the interrupt.
 */
export async function startComfyUiStandIn({ queuedPolls = 1, runningPolls = 1 } = {}) {
  let behaviour: ComfyUiBehaviour = 'success'
  const prompts: ComfyUiPromptRecord[] = []
  const interrupts: unknown[] = []
  const queueDeletes: string[][] = []
  const uploads: { filename: string; type: string; bytes: number; fields: Record<string, string> }[] = []
  const views: string[] = []
  const interrupted = new Set<string>()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const route = `${req.method} ${url.pathname}`
    if (route === 'POST /prompt') {
      const body = JSON.parse(await textOf(req)) as { prompt?: Graph; client_id?: unknown }
      const graph = body.prompt
      if (!graph || typeof graph !== 'object')
        return json(res, 400, {
          error: { type: 'no_prompt', message: 'No prompt provided', details: '', extra_info: {} },
          node_errors: {},
        })
      if (behaviour === 'bad-prompt') return json(res, 400, validationError(graph))
      if (!Object.values(graph).some((node) => node.class_type === 'SaveImage'))
        return json(res, 400, {
          error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '', extra_info: {} },
          node_errors: [],
        })
      const id = randomUUID()
      prompts.push({ id, clientId: body.client_id, workflow: graph, behaviour, polls: 0 })
      return json(res, 200, { prompt_id: id, number: prompts.length - 1, node_errors: {} })
    }
    if (req.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length))
      const record = prompts.find((p) => p.id === id)
      if (!record) return json(res, 200, {})
      record.polls++
      if (interrupted.has(id)) return json(res, 200, { [id]: entry(record, 'interrupted') })
      if (record.behaviour === 'slow' || record.polls <= queuedPolls + runningPolls) return json(res, 200, {})
      return json(res, 200, { [id]: entry(record, record.behaviour === 'execution-error' ? 'error' : 'done') })
    }
    if (route === 'GET /view') {
      const filename = url.searchParams.get('filename') ?? ''
      views.push(filename)
      const match = /^inkdraft_(\w+)_(\d+)_\.png$/.exec(filename)
      const record = prompts.find((p) => p.id.startsWith(match?.[1] ?? '-'))
      if (!match || !record || url.searchParams.get('type') !== 'output') return res.writeHead(404).end()
      const [width, height] = sizeOf(record.workflow)
      const body =
        record.behaviour === 'garbage'
          ? Buffer.from('Traceback (most recent call last): …')
          : await testPicture(width, height, Number(match[2]))
      return res.writeHead(200, { 'content-type': 'image/png' }).end(body)
    }
    if (route === 'POST /upload/image') {
      const form = await formOf(req)
      const image = form.get('image')
      if (!(image instanceof File)) return res.writeHead(400).end()
      const fields = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'))
      uploads.push({ filename: image.name, type: image.type, bytes: image.size, fields })
      return json(res, 200, { name: image.name, subfolder: '', type: fields.type ?? 'input' })
    }
    if (route === 'POST /interrupt') {
      const text = await textOf(req)
      const body = text ? (JSON.parse(text) as { prompt_id?: string }) : {}
      interrupts.push(body)
      // Newer ComfyUI interrupts only the prompt named; without a name, whatever runs.
      for (const p of prompts) if (!body.prompt_id || body.prompt_id === p.id) interrupted.add(p.id)
      return res.writeHead(200).end()
    }
    if (route === 'POST /queue') {
      const body = JSON.parse(await textOf(req)) as { delete?: string[] }
      if (body.delete) queueDeletes.push(body.delete)
      return res.writeHead(200).end()
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    behave(mode: ComfyUiBehaviour) {
      behaviour = mode
    },
    prompts,
    interrupts,
    queueDeletes,
    uploads,
    views,
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

const inputsOf = (graph: Graph) => Object.values(graph).map((node) => node.inputs ?? {})

function batchOf(graph: Graph): number {
  const found = inputsOf(graph).find((i) => typeof i.batch_size === 'number' || typeof i.amount === 'number')
  return Number(found?.batch_size ?? found?.amount ?? 1)
}

/** A third of the workflow's size: quick to draw and to trace. */
function sizeOf(graph: Graph): [number, number] {
  const found = inputsOf(graph).find((i) => typeof i.width === 'number' && typeof i.height === 'number')
  return [Math.round(Number(found?.width ?? 1024) / 3), Math.round(Number(found?.height ?? 1024) / 3)]
}

function entry(record: ComfyUiPromptRecord, outcome: 'done' | 'error' | 'interrupted') {
  const started = ['execution_start', { prompt_id: record.id, timestamp: Date.now() }]
  const prompt = [0, record.id, record.workflow, { client_id: record.clientId }, ['9']]
  if (outcome === 'done') {
    const images = Array.from({ length: batchOf(record.workflow) }, (_, i) => ({
      filename: `inkdraft_${record.id.slice(0, 8)}_${String(i).padStart(5, '0')}_.png`,
      subfolder: '',
      type: 'output',
    }))
    return {
      prompt,
      outputs: { '9': { images } },
      status: {
        status_str: 'success',
        completed: true,
        messages: [started, ['execution_success', { prompt_id: record.id, timestamp: Date.now() }]],
      },
      meta: { '9': { node_id: '9', display_node: '9', parent_node: null, real_node_id: '9' } },
    }
  }
  const failed =
    outcome === 'error'
      ? [
          'execution_error',
          {
            prompt_id: record.id,
            node_id: '3',
            node_type: 'KSampler',
            executed: ['4', '5', '6', '7'],
            exception_message: 'CUDA out of memory. Tried to allocate 2.00 GiB',
            exception_type: 'torch.OutOfMemoryError',
            traceback: ['  File "execution.py", line 327, in execute\n'],
            current_inputs: {},
            current_outputs: {},
            timestamp: Date.now(),
          },
        ]
      : [
          'execution_interrupted',
          { prompt_id: record.id, node_id: '3', node_type: 'KSampler', executed: ['4'], timestamp: Date.now() },
        ]
  return { prompt, outputs: {}, status: { status_str: 'error', completed: false, messages: [started, failed] }, meta: {} }
}

/** What ComfyUI answers when a node's input is not one it can take (execution.validate_prompt). */
function validationError(graph: Graph) {
  const [id, node] = Object.entries(graph).find(([, n]) => n.class_type === 'CheckpointLoaderSimple') ?? ['4', {}]
  return {
    error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
    node_errors: {
      [id]: {
        errors: [
          {
            type: 'value_not_in_list',
            message: 'Value not in list',
            details: `ckpt_name: '${String(node.inputs?.ckpt_name)}' not in []`,
            extra_info: { input_name: 'ckpt_name', input_config: [[]], received_value: node.inputs?.ckpt_name },
          },
        ],
        dependent_outputs: ['9'],
        class_type: 'CheckpointLoaderSimple',
      },
    },
  }
}
