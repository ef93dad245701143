import { createActor } from 'xstate'
import type { TufRepoUpload } from '~/store/api/__generated__/types'
import {
  type ReleaseUpload,
  releaseUploadMachine,
  secondsLeft,
  type UploadHandlers,
} from './release-upload.machine'

const verdict: TufRepoUpload = {
  status: 'inserted',
  repo: {
    systemVersion: '18.0.0',
    fileName: 'r.zip',
    hash: 'ab',
    timeCreated: '2026-01-01T00:00:00Z',
  },
}
const file = new File([new Uint8Array(100)], 'oxide-18.0.0.zip')

/** An upload the test drives: its progress, its answer, and whether it was aborted. */
function fakeUpload() {
  let handlers: UploadHandlers | undefined
  let settle: { resolve(value: TufRepoUpload): void; reject(error: unknown): void } | undefined
  const upload: ReleaseUpload = (_file, given) => {
    handlers = given
    return new Promise((resolve, reject) => {
      settle = { resolve, reject }
    })
  }
  return {
    upload,
    progress: (loaded: number) => handlers?.onProgress({ loaded, total: 100 }),
    answer: () => settle?.resolve(verdict),
    refuse: (message: string) => settle?.reject(new Error(message)),
    aborted: () => handlers?.signal.aborted,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const fake = fakeUpload()
  const actor = createActor(releaseUploadMachine, { input: { upload: fake.upload } }).start()
  const state = () => actor.getSnapshot().value
  return { fake, actor, state }
}

function uploading() {
  const run = start()
  run.actor.send({ type: 'release.choose', file })
  run.actor.send({ type: 'release.upload' })
  return run
}

describe('the release upload machine', () => {
  test('choosing: Upload does nothing until a file is chosen', () => {
    const { actor, state } = start()
    actor.send({ type: 'release.upload' })
    expect(state()).toBe('choosing')
    actor.send({ type: 'release.choose', file })
    expect(actor.getSnapshot().context.file).toBe(file)
    actor.send({ type: 'release.upload' })
    expect(state()).toEqual({ sending: 'uploading' })
  })

  test('uploading: progress is kept; the last byte sent moves on to verifying', () => {
    const { fake, actor, state } = uploading()
    fake.progress(40)
    expect(actor.getSnapshot().context).toMatchObject({ loaded: 40, total: 100 })
    expect(state()).toEqual({ sending: 'uploading' })
    fake.progress(100)
    expect(state()).toEqual({ sending: 'verifying' })
  })

  test('verifying → done with the server’s verdict', async () => {
    const { fake, actor, state } = uploading()
    fake.progress(100)
    fake.answer()
    await flush()
    expect(state()).toBe('done')
    expect(actor.getSnapshot().context.verdict).toEqual(verdict)
  })

  test.each([
    ['while uploading', false],
    ['while verifying', true],
  ])('a refusal %s → failed with the server’s words', async (_, sent) => {
    const { fake, actor, state } = uploading()
    if (sent) fake.progress(100)
    fake.refuse('failed to verify repository')
    await flush()
    expect(state()).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual(new Error('failed to verify repository'))
  })

  test('Cancel while uploading → cancelled, and the request is aborted', async () => {
    const { fake, actor, state } = uploading()
    fake.progress(30)
    actor.send({ type: 'release.cancel' })
    expect(state()).toBe('cancelled')
    expect(fake.aborted()).toBe(true)
    // the aborted request's rejection is no failure
    fake.refuse('aborted')
    await flush()
    expect(state()).toBe('cancelled')
  })

  test('Cancel while verifying is not offered: the server may hold the repository already', () => {
    const { fake, actor, state } = uploading()
    fake.progress(100)
    actor.send({ type: 'release.cancel' })
    expect(state()).toEqual({ sending: 'verifying' })
    expect(fake.aborted()).toBe(false)
  })

  test.each([
    [
      'done',
      (run: ReturnType<typeof uploading>) => {
        run.fake.progress(100)
        run.fake.answer()
      },
    ],
    ['failed', (run: ReturnType<typeof uploading>) => run.fake.refuse('no')],
    [
      'cancelled',
      (run: ReturnType<typeof uploading>) => run.actor.send({ type: 'release.cancel' }),
    ],
  ])('%s → choosing on reset', async (end, reach) => {
    const run = uploading()
    reach(run)
    await flush()
    expect(run.state()).toBe(end)
    run.actor.send({ type: 'release.reset' })
    expect(run.state()).toBe('choosing')
  })
})

describe('secondsLeft', () => {
  test.each([
    ['nothing sent yet', { loaded: 0, total: 100, startedAt: 0, progressAt: 1000 }, undefined],
    ['no time passed', { loaded: 10, total: 100, startedAt: 5, progressAt: 5 }, undefined],
    ['a quarter in 1 s', { loaded: 25, total: 100, startedAt: 0, progressAt: 1000 }, 3],
    ['a part of a second left', { loaded: 99, total: 100, startedAt: 0, progressAt: 1000 }, 1],
    ['all sent', { loaded: 100, total: 100, startedAt: 0, progressAt: 1000 }, 0],
  ])('%s', (_, progress, expected) => {
    expect(secondsLeft(progress)).toBe(expected)
  })
})
