/** `snapshots-new`: each bad input and the exact message it gets. */
import type { ValidationError } from 'yup'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { snapshotFormSchema } from './snapshot-create'

/** Every message the schema gives for `values`, or [] when they pass. */
const problems = (values: Record<string, unknown>) =>
  snapshotFormSchema.validate(values, { abortEarly: false }).then(
    () => [],
    (error: ValidationError) => error.errors,
  )

describe('create snapshot', () => {
  it.each([
    [{ disk: 'db1-boot', name: 'db1-boot-before-upgrade', description: '' }, []],
    [{ disk: '', name: 'db1-boot-before-upgrade', description: '' }, ['Disk is required']],
    [{ disk: 'db1-boot', name: '', description: '' }, ['Name is required']],
    [{ disk: 'db1-boot', name: 'Snap', description: '' }, ['Must start with a lowercase letter']],
  ])('%o → %o', async (values, messages) => {
    expect(await problems(values)).toEqual(messages)
  })

  it.each(hostileValues('name', 'Name'))('name, $why: $message', async ({ value, message }) => {
    expect(await problems({ disk: 'db1-boot', name: value, description: '' })).toEqual([message])
  })
})
