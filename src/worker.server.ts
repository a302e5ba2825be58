/**
 * `npm run worker`: a process that runs design jobs from the queue and serves nothing. With
 * QUEUE=pg-boss any number of them share the work; with the local queue the web process runs
 * jobs itself and a worker adds hands. Built to .output/worker/worker.mjs (scripts/build-worker.ts).
 */
import { bootOrExit } from './server/startup.server'

bootOrExit('worker')
