import {
  dropDraft,
  FORM_DRAFT_KEY,
  mergeDraft,
  readDraft,
  saveDraft,
  serializeDraft,
  wantDraft,
} from './form-draft'

const PATH = '/projects/mock-project/disks-new'
const FORM = 'Create disk'

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
    saveDraft(PATH, FORM, serializeDraft(values, secrets))
    wantDraft(PATH)
    expect(readDraft(PATH, FORM)).toEqual(kept)
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).not.toMatch(/oxide|SECRET/)
  })
})

describe('when a draft comes back', () => {
  beforeEach(() => saveDraft(PATH, FORM, serializeDraft({ name: 'db' }, [])))

  it('only after a sign-in that lands on its path (the query does not matter)', () => {
    expect(readDraft(PATH, FORM)).toBeUndefined()
    wantDraft('/projects/mock-project/disks?mock-delay=0')
    expect(readDraft(PATH, FORM)).toBeUndefined()
    wantDraft(`${PATH}?mock-delay=0`)
    expect(readDraft(PATH, FORM)).toEqual({ name: 'db' })
  })

  it('only on its own path, to its own form', () => {
    wantDraft(PATH)
    expect(readDraft('/projects-new', FORM)).toBeUndefined()
    expect(readDraft(PATH, 'Create snapshot')).toBeUndefined()
  })

  it('once: the form that starts at its path drops it, used or not', () => {
    wantDraft(PATH)
    dropDraft('/projects-new')
    expect(readDraft(PATH, FORM)).toEqual({ name: 'db' })
    dropDraft(PATH)
    expect(readDraft(PATH, FORM)).toBeUndefined()
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull()
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
