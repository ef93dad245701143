// @vitest-environment node
import { type ActorNames, actorLabel, rangeStart, resultLabel } from './audit-log'

const now = Date.parse('2026-06-01T12:34:56.789Z')

test.each([
  ['1h', '2026-06-01T11:34:00.000Z'],
  ['24h', '2026-05-31T12:34:00.000Z'],
  ['7d', '2026-05-25T12:34:00.000Z'],
  ['30d', '2026-05-02T12:34:00.000Z'],
] as const)('the range %s starts at %s', (range, start) => {
  expect(rangeStart(range, now)).toBe(start)
})

const userId = '11111111-2222-4333-8444-555555555555'
const siloId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'
const names: ActorNames = {
  users: new Map([[userId, 'Hannah Arendt']]),
  silos: new Map([[siloId, 'research']]),
}
const nobody: ActorNames = { users: new Map(), silos: new Map() }

test.each([
  [{ kind: 'silo_user', siloId, siloUserId: userId }, names, 'Hannah Arendt'],
  [{ kind: 'silo_user', siloId, siloUserId: userId }, nobody, 'Silo user 11111111'],
  [
    { kind: 'silo_user', siloId, siloUserId: '99999999-2222-4333-8444-555555555555' },
    names,
    'Silo user 99999999 of research',
  ],
  [{ kind: 'user_builtin', userBuiltinId: userId }, names, 'Built-in user 11111111'],
  [{ kind: 'scim', siloId }, names, 'SCIM client of research'],
  [{ kind: 'scim', siloId }, nobody, 'SCIM client of silo aaaaaaaa'],
  [{ kind: 'unauthenticated' }, names, 'Unauthenticated'],
] as const)('actor %j reads %s', (actor, known, label) => {
  expect(actorLabel(actor, known)).toBe(label)
})

test.each([
  [{ kind: 'success', httpStatusCode: 201 }, 'Success (201)'],
  [
    { kind: 'error', httpStatusCode: 403, errorCode: 'Forbidden', errorMessage: 'Forbidden' },
    'Error 403: Forbidden',
  ],
  [{ kind: 'unknown' }, 'Unknown'],
] as const)('result %j reads %s', (result, label) => {
  expect(resultLabel(result)).toBe(label)
})
