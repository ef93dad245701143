// @vitest-environment node
import { type FormNaming, formLabels, nameConflictField } from './form-naming'
import { submitKeepingValues } from './submit-keeping-values'

describe('a form shell derives its words from resource × kind', () => {
  it.each<[FormNaming, string, string]>([
    [{ resource: 'project', kind: 'create' }, 'Create project', 'Create project'],
    [{ resource: 'project', kind: 'edit' }, 'Edit project', 'Update project'],
    [{ resource: 'disk', kind: 'create' }, 'Create disk', 'Create disk'],
    [{ resource: 'snapshot', kind: 'create' }, 'Create snapshot', 'Create snapshot'],
    [{ resource: 'instance', kind: 'create' }, 'Create instance', 'Create instance'],
    [
      { resource: 'network interface', kind: 'edit' },
      'Edit network interface',
      'Update network interface',
    ],
    // the words a form overrides win; the rest is still derived
    [
      { resource: 'disk', kind: 'create', submitLabel: 'Create and attach disk' },
      'Create disk',
      'Create and attach disk',
    ],
    [
      { resource: 'image', kind: 'create', title: 'Create image from snapshot' },
      'Create image from snapshot',
      'Create image',
    ],
    [
      { resource: 'snapshot', kind: 'create', title: 'Snapshot disk data' },
      'Snapshot disk data',
      'Create snapshot',
    ],
    // a form that neither creates nor edits names both
    [{ title: 'Add SSH key', submitLabel: 'Add SSH key' }, 'Add SSH key', 'Add SSH key'],
    [{ title: 'Instance settings', submitLabel: 'Save' }, 'Instance settings', 'Save'],
  ])('%j → %s / %s', (naming, title, submitLabel) => {
    expect(formLabels(naming)).toEqual({ title, submitLabel })
  })
})

describe('a name conflict lands on the name field by default', () => {
  const withName = { name: 'db1', description: '' }
  const withoutName = { project: 'mock-project' }
  it.each([
    [{ errorCode: 'ObjectAlreadyExists' }, withName, 'name'],
    [{ errorCode: 'ObjectAlreadyExists' }, { name: '' }, 'name'],
    // a form without a name (attach, demote, settings) keeps the conflict in the summary
    [{ errorCode: 'ObjectAlreadyExists' }, withoutName, undefined],
    [{ errorCode: 'InvalidRequest' }, withName, undefined],
    [{ errorCode: undefined }, withName, undefined],
  ])('%j on %j → %s', (error, values, field) => {
    expect(nameConflictField(error, values)).toBe(field)
  })
})

describe('the shell submit puts a server error on its field and in the summary', () => {
  const schema = { cast: (values: unknown) => values } as never
  const helpers = () => ({ setStatus: vi.fn(), setFieldError: vi.fn() })
  const failWith = (errorCode: string) => () =>
    Promise.reject({ errorCode, message: 'Something already exists' })

  it.each([
    [
      'the default, for a form with a name',
      undefined,
      { name: 'a' },
      'ObjectAlreadyExists',
      'name',
    ],
    [
      'the default, for a form without one',
      undefined,
      { project: 'p' },
      'ObjectAlreadyExists',
      null,
    ],
    ['the default, for another error', undefined, { name: 'a' }, 'Internal', null],
    [
      "the form's own mapping instead of the default",
      () => 'project' as const,
      { name: 'a', project: 'p' },
      'ObjectAlreadyExists',
      'project',
    ],
    [
      "the form's own mapping, which may keep it in the summary",
      () => undefined,
      { name: 'a' },
      'ObjectAlreadyExists',
      null,
    ],
  ])('%s', async (_case, fieldForError, values, errorCode, field) => {
    const formik = helpers()
    await submitKeepingValues<Record<string, string>>(
      schema,
      failWith(errorCode),
      fieldForError,
    )(values, formik as never)
    if (field) {
      expect(formik.setFieldError).toHaveBeenCalledWith(field, 'Something already exists')
    } else {
      expect(formik.setFieldError).not.toHaveBeenCalled()
    }
    // the summary's copy remembers what was sent, so an edit there can make it stale
    expect(formik.setStatus).toHaveBeenLastCalledWith({
      submitError: 'Something already exists',
      field: field ?? undefined,
      values,
    })
  })
})
