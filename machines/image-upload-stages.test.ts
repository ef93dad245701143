// @vitest-environment node
import type { UploadContext } from './image-upload.machine'
import { type StageState, uploadStages } from './image-upload-stages'

type Facts = Pick<UploadContext, 'created' | 'failedStep' | 'cleanupError'>
const fresh: Facts = { created: 'nothing', failedStep: null, cleanupError: null }

describe('uploadStages: disk, import, snapshot, image, clean-up', () => {
  it.each<[string, Partial<Facts>, StageState[]]>([
    ['idle', {}, ['waiting', 'waiting', 'waiting', 'waiting', 'waiting']],
    ['creatingDisk', {}, ['active', 'waiting', 'waiting', 'waiting', 'waiting']],
    ['startingImport', { created: 'disk' }, ['done', 'active', 'waiting', 'waiting', 'waiting']],
    ['uploading', { created: 'importing' }, ['done', 'active', 'waiting', 'waiting', 'waiting']],
    [
      'stoppingImport',
      { created: 'importing' },
      ['done', 'active', 'waiting', 'waiting', 'waiting'],
    ],
    ['finalizing', { created: 'stopped' }, ['done', 'done', 'active', 'waiting', 'waiting']],
    ['creatingImage', { created: 'finalized' }, ['done', 'done', 'done', 'active', 'waiting']],
    ['removingTemporaries', { created: 'finalized' }, ['done', 'done', 'done', 'done', 'active']],
    ['done', { created: 'finalized' }, ['done', 'done', 'done', 'done', 'done']],
    // the image exists; only the leftovers failed to go
    [
      'done',
      { created: 'finalized', cleanupError: 'disk still attached' },
      ['done', 'done', 'done', 'done', 'failed'],
    ],
    // a failed step, cleaning up, then failed
    [
      'cleaningUp',
      { created: 'importing', failedStep: 'upload' },
      ['done', 'failed', 'skipped', 'skipped', 'active'],
    ],
    [
      'failed',
      { created: 'importing', failedStep: 'upload' },
      ['done', 'failed', 'skipped', 'skipped', 'done'],
    ],
    [
      'failed',
      { created: 'finalized', failedStep: 'createImage', cleanupError: 'snapshot in use' },
      ['done', 'done', 'done', 'failed', 'failed'],
    ],
    [
      'failed',
      { failedStep: 'createDisk' },
      ['failed', 'skipped', 'skipped', 'skipped', 'skipped'],
    ],
    // cancelled: the stage under way when it was stopped
    ['cleaningUp', { created: 'importing' }, ['done', 'cancelled', 'skipped', 'skipped', 'active']],
    ['cancelled', { created: 'disk' }, ['done', 'cancelled', 'skipped', 'skipped', 'done']],
    ['cancelled', { created: 'stopped' }, ['done', 'done', 'cancelled', 'skipped', 'done']],
    [
      'cancelled',
      { created: 'nothing', cleanupError: 'x' },
      ['cancelled', 'skipped', 'skipped', 'skipped', 'failed'],
    ],
  ])('%s %j → %j', (phase, facts, states) => {
    expect(uploadStages(phase, { ...fresh, ...facts }).map((stage) => stage.state)).toEqual(states)
  })
})
