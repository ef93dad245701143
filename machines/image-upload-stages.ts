/**
 * The image upload's work as the user follows it: five stages, each waiting, under way, done,
 * failed, cancelled or skipped, read from the upload machine's state and context
 * (image-upload.machine.ts). The machine's steps are finer (the import alone is three requests);
 * a stage groups the steps a user thinks of as one thing.
 */
import type { UploadContext, UploadStep } from './image-upload.machine'

export type StageState = 'waiting' | 'active' | 'done' | 'failed' | 'cancelled' | 'skipped'

export const UPLOAD_STAGES = [
  { id: 'disk', label: 'Create a temporary disk', steps: ['createDisk'] },
  { id: 'import', label: 'Import the file', steps: ['startImport', 'upload', 'stopImport'] },
  { id: 'snapshot', label: 'Snapshot the disk', steps: ['finalize'] },
  { id: 'image', label: 'Create the image', steps: ['createImage'] },
  { id: 'cleanup', label: 'Remove the temporary disk and snapshot', steps: [] },
] as const satisfies readonly { id: string; label: string; steps: readonly UploadStep[] }[]

const CLEANUP = UPLOAD_STAGES.length - 1

const stageOfStep = (step: UploadStep) =>
  UPLOAD_STAGES.findIndex((stage) => (stage.steps as readonly UploadStep[]).includes(step))

/** The stage each of the machine's working states is part of. */
const STAGE_OF_STATE: Record<string, number> = {
  creatingDisk: 0,
  startingImport: 1,
  uploading: 1,
  stoppingImport: 1,
  finalizing: 2,
  creatingImage: 3,
  removingTemporaries: CLEANUP,
}

/** The last stage the server side finished, by what it holds (`created`): -1 for none. */
const LAST_DONE: Record<UploadContext['created'], number> = {
  nothing: -1,
  disk: 0,
  importing: 0,
  stopped: 1,
  finalized: 2,
}

export type StageView = (typeof UPLOAD_STAGES)[number] & { state: StageState }

/**
 * Each stage's state in machine state `phase` ('idle' has none under way). After a failure or a
 * cancel, the stage that stopped says so, the ones after it are skipped, and the clean-up runs
 * (then done, or failed when it left something behind).
 */
export function uploadStages(
  phase: string,
  context: Pick<UploadContext, 'created' | 'failedStep' | 'cleanupError'>,
): StageView[] {
  const view = (state: (index: number) => StageState) =>
    UPLOAD_STAGES.map((stage, index) => ({ ...stage, state: state(index) }))
  // nothing was created, nothing to remove
  const cleanupEnd: StageState = context.cleanupError
    ? 'failed'
    : context.created === 'nothing'
      ? 'skipped'
      : 'done'
  if (phase === 'idle') return view(() => 'waiting')
  if (phase === 'done') return view((index) => (index === CLEANUP ? cleanupEnd : 'done'))
  if (phase in STAGE_OF_STATE) {
    const active = STAGE_OF_STATE[phase]
    return view((index) => (index < active ? 'done' : index === active ? 'active' : 'waiting'))
  }
  // cleaningUp, failed, cancelled: where the work stopped, and why
  const stopped = context.failedStep
    ? stageOfStep(context.failedStep)
    : LAST_DONE[context.created] + 1
  const cleanup: StageState = phase === 'cleaningUp' ? 'active' : cleanupEnd
  return view((index) => {
    if (index === CLEANUP) return cleanup
    if (index < stopped) return 'done'
    if (index === stopped) return context.failedStep ? 'failed' : 'cancelled'
    return 'skipped'
  })
}
