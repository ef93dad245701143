import { poolSchema } from './pool-forms'

describe('the pool create and edit forms, of either kind', () => {
  it.each([
    ['public-v4', undefined],
    ['', 'Name is required'],
    ['Public', 'Must start with a lowercase letter'],
    ['pool_one', 'Can only contain lower-case letters, numbers, and dashes'],
    ['pool-', 'Must end with a letter or number'],
  ])('name %j', (name, message) => {
    const check = () => poolSchema.validateSyncAt('name', { name, description: '' })
    if (message) expect(check).toThrow(message)
    else expect(check).not.toThrow()
  })
})
