import {
  dropDraft,
  FORM_DRAFT_KEY,
  hasWantedDraft,
  mergeDraft,
  readDraft,
  saveDraft,
  serializeDraft,
  wantDraft,
} from './form-draft'

const PATH = '/projects/mock-project/disks-new'
const FORM = 'Create disk'
const HANNAH = 'user-hannah'
const GRACE = 'user-grace'

afterEach(() => sessionStorage.clear())

describe('what a draft keeps', () => {
  it.each<[string, Record<string, unknown>, string[], unknown]>([
    ['text', { name: 'db', description: 'logs' }, [], { name: 'db', description: 'logs' }],
    ['an empty number field', { size: Number.NaN }, [], { size: Number.NaN }],
    ['a number as typed', { size: 2.5 }, [], { size: 2.5 }],
    [
      'a list of rows',
      { disks: [{ name: 'a', size: 1 }] },
      [],
      { disks: [{ name: 'a', size: 1 }] },
    ],
    ['never a password', { username: 'ada', password: 'oxide' }, ['password'], { username: 'ada' }],
    [
      "never a row's private key",
      { tlsCertificates: [{ cert: 'PEM', key: 'SECRET' }] },
      ['tlsCertificates.0.key'],
      { tlsCertificates: [{ cert: 'PEM' }] },
    ],
    [
      'no file (JSON cannot carry it)',
      { name: 'img', file: new File(['x'], 'x.raw') },
      [],
      { name: 'img' },
    ],
  ])('%s', (_case, values, secrets, kept) => {
    saveDraft(PATH, FORM, serializeDraft(values, secrets), HANNAH)
    wantDraft(PATH)
    expect(readDraft(PATH, FORM, HANNAH)).toEqual(kept)
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).not.toMatch(/oxide|SECRET/)
  })
})

describe('when a draft comes back', () => {
  beforeEach(() => saveDraft(PATH, FORM, serializeDraft({ name: 'db' }, []), HANNAH))

  it('only after a sign-in that lands on its path (the query does not matter)', () => {
    expect(readDraft(PATH, FORM, HANNAH)).toBeUndefined()
    wantDraft('/projects/mock-project/disks?mock-delay=0')
    expect(readDraft(PATH, FORM, HANNAH)).toBeUndefined()
    wantDraft(`${PATH}?mock-delay=0`)
    expect(readDraft(PATH, FORM, HANNAH)).toEqual({ name: 'db' })
  })

  it('only on its own path, to its own form', () => {
    wantDraft(PATH)
    expect(readDraft('/projects-new', FORM, HANNAH)).toBeUndefined()
    expect(readDraft(PATH, 'Create snapshot', HANNAH)).toBeUndefined()
  })

  it('once: the form that starts at its path drops it, used or not', () => {
    wantDraft(PATH)
    dropDraft('/projects-new')
    expect(readDraft(PATH, FORM, HANNAH)).toEqual({ name: 'db' })
    dropDraft(PATH)
    expect(readDraft(PATH, FORM, HANNAH)).toBeUndefined()
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull()
  })
})

describe('whose a draft is', () => {
  beforeEach(() => {
    saveDraft(PATH, FORM, serializeDraft({ name: 'db' }, []), HANNAH)
    wantDraft(PATH)
  })

  it.each([
    ['the user who typed it gets it back', HANNAH, { name: 'db' }, true],
    ['someone else who signed in gets nothing, and it is erased', GRACE, undefined, false],
    ['nobody known gets nothing, and it is erased', undefined, undefined, false],
  ])('%s', (_case, user, draft, kept) => {
    expect(hasWantedDraft(PATH, FORM)).toBe(true)
    expect(readDraft(PATH, FORM, user)).toEqual(draft)
    expect(sessionStorage.getItem(FORM_DRAFT_KEY) !== null).toBe(kept)
    // erased: not even its owner gets it after someone else was here
    if (!kept) expect(readDraft(PATH, FORM, HANNAH)).toBeUndefined()
  })

  it('is kept under its owner, and wanted only once a sign-in lands on its path', () => {
    expect(JSON.parse(sessionStorage.getItem(FORM_DRAFT_KEY) ?? '{}')).toMatchObject({
      owner: HANNAH,
    })
    dropDraft(PATH)
    saveDraft(PATH, FORM, serializeDraft({ name: 'db' }, []), HANNAH)
    expect(hasWantedDraft(PATH, FORM)).toBe(false)
  })
})

describe('a draft laid over the initial values', () => {
  it.each<[string, unknown, unknown, unknown]>([
    [
      'the draft wins',
      { name: '', size: 10 },
      { name: 'db', size: 2.5 },
      { name: 'db', size: 2.5 },
    ],
    [
      'a left-out secret keeps its initial value',
      { key: '', cert: '' },
      { cert: 'PEM' },
      { key: '', cert: 'PEM' },
    ],
    [
      'nested objects merge',
      { network: { vpc: 'default', subnet: '' } },
      { network: { subnet: 'web' } },
      { network: { vpc: 'default', subnet: 'web' } },
    ],
    ['lists are the draft’s', { disks: [{ n: 1 }] }, { disks: [] }, { disks: [] }],
  ])('%s', (_case, initial, draft, merged) => {
    expect(mergeDraft(initial, draft)).toEqual(merged)
  })
})
