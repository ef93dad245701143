/**
 * Uploading a release repository (System Update → Upload release): a zip is chosen, its bytes go
 * out with their progress, then the server verifies it against the updates trust store (contract:
 * system_update_repository_upload) and answers with its verdict. choosing → uploading (progress)
 * → verifying → done | failed | cancelled; Cancel is offered while the bytes go out, since once
 * they are all sent the server may already hold the repository.
 *
 * The upload is the one the page gives (`input.upload`), so tests run the machine with fakes and
 * every transition is one QA can watch (docs/architecture.md "Machines").
 */
import { assign, fromCallback, setup } from 'xstate'
import type { TufRepoUpload } from '~/store/api/__generated__/types'

export interface UploadHandlers {
  onProgress(progress: { loaded: number; total: number }): void
  signal: AbortSignal
}

/** Sends the file and resolves with the server's verdict; rejects with its error. */
export type ReleaseUpload = (file: File, handlers: UploadHandlers) => Promise<TufRepoUpload>

export interface ReleaseUploadContext {
  upload: ReleaseUpload
  file: File | null
  loaded: number
  total: number
  /** When the bytes started going out (ms), for the time left. */
  startedAt: number
  /** Now, as of the last progress (ms). */
  progressAt: number
  verdict: TufRepoUpload | null
  /** The upload's rejection as it came (an ApiError): its words, or that the rack lacks it. */
  error: unknown
}

export type ReleaseUploadEvent =
  | { type: 'release.choose'; file: File }
  | { type: 'release.upload' }
  | { type: 'release.progress'; loaded: number; total: number; at: number }
  | { type: 'release.sent' }
  | { type: 'release.answered'; verdict: TufRepoUpload }
  | { type: 'release.refused'; error: unknown }
  | { type: 'release.cancel' }
  | { type: 'release.reset' }

/**
 * The seconds left at the rate so far: undefined until a byte has gone out. Whole seconds,
 * rounded up, so the last second reads 1 rather than 0.
 */
export function secondsLeft({
  loaded,
  total,
  startedAt,
  progressAt,
}: Pick<ReleaseUploadContext, 'loaded' | 'total' | 'startedAt' | 'progressAt'>) {
  const elapsed = progressAt - startedAt
  if (loaded <= 0 || elapsed <= 0) return undefined
  return Math.ceil(((total - loaded) * elapsed) / loaded / 1000)
}

const clock = () => Date.now()

export const releaseUploadMachine = setup({
  types: {
    context: {} as ReleaseUploadContext,
    events: {} as ReleaseUploadEvent,
    input: {} as { upload: ReleaseUpload },
  },
  actors: {
    /** Runs the upload; stopping the actor (Cancel, leaving the page) aborts its request. */
    send: fromCallback<ReleaseUploadEvent, { upload: ReleaseUpload; file: File }>(
      ({ input, sendBack }) => {
        const controller = new AbortController()
        input
          .upload(input.file, {
            signal: controller.signal,
            onProgress: ({ loaded, total }) => {
              sendBack({ type: 'release.progress', loaded, total, at: clock() })
              if (loaded >= total) sendBack({ type: 'release.sent' })
            },
          })
          .then(
            (verdict) => sendBack({ type: 'release.answered', verdict }),
            (error: unknown) => {
              if (!controller.signal.aborted) sendBack({ type: 'release.refused', error })
            },
          )
        return () => controller.abort()
      },
    ),
  },
  actions: {
    progress: assign(({ event }) =>
      event.type === 'release.progress'
        ? { loaded: event.loaded, total: event.total, progressAt: event.at }
        : {},
    ),
  },
}).createMachine({
  id: 'releaseUpload',
  context: ({ input }) => ({
    upload: input.upload,
    file: null,
    loaded: 0,
    total: 0,
    startedAt: 0,
    progressAt: 0,
    verdict: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'release.choose': { actions: assign({ file: ({ event }) => event.file }) },
        'release.upload': {
          guard: ({ context }) => context.file !== null,
          target: 'sending',
          actions: assign(({ context }) => ({
            loaded: 0,
            total: context.file?.size ?? 0,
            startedAt: clock(),
            progressAt: clock(),
            verdict: null,
            error: null,
          })),
        },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ upload: context.upload, file: context.file as File }),
      },
      on: {
        'release.answered': {
          target: 'done',
          actions: assign({ verdict: ({ event }) => event.verdict }),
        },
        'release.refused': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
      initial: 'uploading',
      states: {
        uploading: {
          on: {
            'release.progress': { actions: 'progress' },
            'release.sent': 'verifying',
            // leaving `sending` stops the upload, which aborts its request
            'release.cancel': '#releaseUpload.cancelled',
          },
        },
        verifying: {},
      },
    },
    done: { on: { 'release.reset': { target: 'choosing', actions: assign({ file: null }) } } },
    failed: { on: { 'release.reset': 'choosing' } },
    cancelled: { on: { 'release.reset': 'choosing' } },
  },
})
