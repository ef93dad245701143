// @vitest-environment node
import type { AllowedSourceIps } from '~/store/api'
import {
  ALLOW_LIST_CONFLICT_CODE,
  type AllowListEndpoints,
  type AllowListPlan,
  CHANGED_WHILE_CONFIRMING,
  EMPTY_AFTER_MERGE,
  planAllowListWrite,
  prepareAllowListWrite,
  serverChangeText,
} from './allow-list-write'

const ANY: AllowedSourceIps = { allow: 'any' }
const list = (...ips: string[]): AllowedSourceIps => ({ allow: 'list', ips })

const vpn = '10.100.0.0/16'
const bastion = '172.20.8.0/24'
const office = '198.51.100.0/24'
const v6 = '2001:db8:8a00::/40'

describe('planAllowListWrite', () => {
  const cases: [
    string,
    { basis: AllowedSourceIps; current: AllowedSourceIps; edited: AllowedSourceIps },
    AllowListPlan,
  ][] = [
    [
      'an added entry joins the list',
      { basis: list(vpn), current: list(vpn), edited: list(vpn, office) },
      { ok: true, allowedIps: list(vpn, office), unchanged: false, meanwhile: undefined },
    ],
    [
      'a removed entry leaves it',
      { basis: list(vpn, bastion), current: list(vpn, bastion), edited: list(vpn) },
      { ok: true, allowedIps: list(vpn), unchanged: false, meanwhile: undefined },
    ],
    [
      'switching to any source sends any source',
      { basis: list(vpn), current: list(vpn), edited: ANY },
      { ok: true, allowedIps: ANY, unchanged: false, meanwhile: undefined },
    ],
    [
      'switching from any source to a list sends the list',
      { basis: ANY, current: ANY, edited: list(vpn, v6) },
      { ok: true, allowedIps: list(vpn, v6), unchanged: false, meanwhile: undefined },
    ],
    [
      'an entry someone added on the server meanwhile is kept beside the user’s',
      { basis: list(vpn), current: list(vpn, bastion), edited: list(vpn, office) },
      {
        ok: true,
        allowedIps: list(vpn, bastion, office),
        unchanged: false,
        meanwhile: { switchedTo: undefined, added: [bastion], removed: [] },
      },
    ],
    [
      'an entry someone removed meanwhile stays removed; the user’s removal applies too',
      { basis: list(vpn, bastion, v6), current: list(vpn, bastion), edited: list(vpn, v6) },
      {
        ok: true,
        allowedIps: list(vpn),
        unchanged: false,
        meanwhile: { switchedTo: undefined, added: [], removed: [v6] },
      },
    ],
    [
      'an entry the user added that someone else added too is sent once',
      { basis: list(vpn), current: list(vpn, '2001:DB8:8A00::/40'), edited: list(vpn, v6) },
      {
        ok: true,
        allowedIps: list(vpn, '2001:DB8:8A00::/40'),
        unchanged: true,
        meanwhile: { switchedTo: undefined, added: ['2001:DB8:8A00::/40'], removed: [] },
      },
    ],
    [
      'a list edited while someone set any source: the user’s list as they made it',
      { basis: list(vpn), current: ANY, edited: list(vpn, office) },
      {
        ok: true,
        allowedIps: list(vpn, office),
        unchanged: false,
        meanwhile: { switchedTo: 'any', added: [], removed: [vpn] },
      },
    ],
    [
      'a switch to a list while someone restricted it: their entries kept with the user’s',
      { basis: ANY, current: list(bastion), edited: list(vpn) },
      {
        ok: true,
        allowedIps: list(bastion, vpn),
        unchanged: false,
        meanwhile: { switchedTo: 'list', added: [bastion], removed: [] },
      },
    ],
    [
      'nothing changed by anyone: nothing to send',
      { basis: list(vpn), current: list(vpn), edited: list(vpn) },
      { ok: true, allowedIps: list(vpn), unchanged: true, meanwhile: undefined },
    ],
    [
      'any source kept as any source: nothing to send',
      { basis: ANY, current: ANY, edited: ANY },
      { ok: true, allowedIps: ANY, unchanged: true, meanwhile: undefined },
    ],
    [
      'the user’s removal and someone else’s would empty the list: refused',
      { basis: list(vpn, bastion), current: list(vpn), edited: list(bastion) },
      { ok: false, message: EMPTY_AFTER_MERGE },
    ],
  ]

  it.each(cases)('%s', (_, { basis, current, edited }, plan) => {
    expect(planAllowListWrite(basis, current, edited)).toEqual(plan)
  })
})

describe('serverChangeText', () => {
  it.each([
    [
      { added: [bastion], removed: [] },
      `The allow list changed on the server since this page loaded: ${bastion} added. What you save below includes those changes, with yours applied to them.`,
    ],
    [
      { added: [bastion, v6], removed: [vpn] },
      `The allow list changed on the server since this page loaded: ${bastion}, ${v6} added; ${vpn} removed. What you save below includes those changes, with yours applied to them.`,
    ],
    [
      { switchedTo: 'any' as const, added: [], removed: [vpn] },
      `The allow list changed on the server since this page loaded: it was set to any source; ${vpn} removed. What you save below includes those changes, with yours applied to them.`,
    ],
    [
      { switchedTo: 'list' as const, added: [vpn], removed: [] },
      `The allow list changed on the server since this page loaded: it was restricted to a list; ${vpn} added. What you save below includes those changes, with yours applied to them.`,
    ],
  ])('%j', (change, text) => {
    expect(serverChangeText(change)).toBe(text)
  })
})

describe('prepareAllowListWrite', () => {
  /** Endpoints whose reads answer `reads` in turn; the writes are recorded. */
  function endpoints(...reads: AllowedSourceIps[]) {
    const written: AllowedSourceIps[] = []
    const fake: AllowListEndpoints = {
      readCurrent: async () => {
        const next = reads.shift()
        if (!next) throw new Error('read once too often')
        return next
      },
      write: async (allowedIps) => {
        written.push(allowedIps)
      },
    }
    return { fake, written }
  }

  it('reads before showing and again right before the PUT, writing the plan', async () => {
    const { fake, written } = endpoints(list(vpn, bastion), list(vpn, bastion))
    const prepared = await prepareAllowListWrite(fake, list(vpn), list(vpn, office))
    expect(prepared.allowedIps).toEqual(list(vpn, bastion, office))
    expect(written).toEqual([])
    await prepared.commit()
    expect(written).toEqual([list(vpn, bastion, office)])
  })

  it('writes nothing when the list changed again while the user was confirming', async () => {
    const { fake, written } = endpoints(list(vpn), list(vpn, v6))
    const prepared = await prepareAllowListWrite(fake, list(vpn), list(vpn, office))
    await expect(prepared.commit()).rejects.toEqual({
      message: CHANGED_WHILE_CONFIRMING,
      errorCode: ALLOW_LIST_CONFLICT_CODE,
    })
    expect(written).toEqual([])
  })

  it('refuses before anything is shown when the merge leaves the list empty', async () => {
    const { fake, written } = endpoints(list(vpn))
    await expect(prepareAllowListWrite(fake, list(vpn, bastion), list(bastion))).rejects.toEqual({
      message: EMPTY_AFTER_MERGE,
      errorCode: ALLOW_LIST_CONFLICT_CODE,
    })
    expect(written).toEqual([])
  })

  it('passes the server’s refusal of the PUT on', async () => {
    const refused = { message: 'Internal Server Error', statusCode: 500 }
    const fake: AllowListEndpoints = {
      readCurrent: async () => list(vpn),
      write: () => Promise.reject(refused),
    }
    const prepared = await prepareAllowListWrite(fake, list(vpn), ANY)
    await expect(prepared.commit()).rejects.toBe(refused)
  })
})
