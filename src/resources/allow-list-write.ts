/**
 * Writing one change to the source allow list. The API has only a whole-list PUT, so, as the
 * firewall rules' writes do (firewall-rules-write.ts; docs/architecture.md, Pages and forms), the
 * save reads the server's list right before it and applies only the user's change to it: the
 * entries they added and removed since the form opened, or their switch to any source. Entries
 * someone else saved meanwhile survive, and the confirmation says what changed on the server.
 * The list is read twice: once to show the confirmation the list that will be saved, and again
 * when the user confirms, right before the PUT; if it changed in between, nothing is written.
 */
import { useCallback, useMemo } from 'react'
import { useAppDispatch } from '~/store'
import { type AllowedSourceIps, type ApiError, api, FRESH_READ, type IpNet } from '~/store/api'
import { useNetworkingAllowListUpdateMutation } from '~/store/api/system-networking'
import { ANY_SOURCE, entriesOf, netKey, sameSources } from './allow-list'

/** What changed on the server between the list the form opened with and the list now. */
export interface ServerChange {
  /** Set when the server switched between any source and a list. */
  switchedTo?: AllowedSourceIps['allow']
  added: IpNet[]
  removed: IpNet[]
}

export type AllowListPlan =
  | {
      ok: true
      /** The whole setting to send: the server's current one with only the user's change. */
      allowedIps: AllowedSourceIps
      /** The server already holds exactly this: nothing to send. */
      unchanged: boolean
      /** Undefined when the server still holds what the form opened with. */
      meanwhile: ServerChange | undefined
    }
  | { ok: false; message: string }

export const EMPTY_AFTER_MERGE =
  'With the changes saved on the server since this page loaded, your change would leave the ' +
  'list empty. Nothing was saved: add an entry or choose Any source.'
export const CHANGED_WHILE_CONFIRMING =
  'The allow list changed on the server while you were confirming. Nothing was saved: review ' +
  'the list and save again.'

/** Error code of the console's own refusals, shown in the form like a server error. */
export const ALLOW_LIST_CONFLICT_CODE = 'AllowListConflict'

/** `items` of `from` whose network is not in `of`. */
const missingFrom = (from: readonly IpNet[], of: readonly IpNet[]) => {
  const keys = new Set(of.map(netKey))
  return from.filter((net) => !keys.has(netKey(net)))
}

function serverChange(basis: AllowedSourceIps, current: AllowedSourceIps) {
  if (sameSources(basis, current)) return undefined
  const [before, now] = [entriesOf(basis), entriesOf(current)]
  return {
    switchedTo: basis.allow === current.allow ? undefined : current.allow,
    added: missingFrom(now, before),
    removed: missingFrom(before, now),
  }
}

/**
 * The setting to save: `current` (the server's, read just now) with only the change from `basis`
 * (what the form opened with) to `edited` (what the user made of it). Switching to any source is
 * the whole change. Otherwise the entries the user added join the server's list and the ones they
 * removed leave it; should the server allow any source now, the user's list is what they started
 * from, so it is that list with their change.
 */
export function planAllowListWrite(
  basis: AllowedSourceIps,
  current: AllowedSourceIps,
  edited: AllowedSourceIps,
): AllowListPlan {
  const meanwhile = serverChange(basis, current)
  if (edited.allow === 'any') {
    const allowedIps: AllowedSourceIps = { allow: 'any' }
    return { ok: true, allowedIps, unchanged: sameSources(allowedIps, current), meanwhile }
  }
  const added = missingFrom(entriesOf(edited), entriesOf(basis))
  const removed = new Set(missingFrom(entriesOf(basis), entriesOf(edited)).map(netKey))
  const base = current.allow === 'list' ? current.ips : entriesOf(basis)
  const kept = base.filter((net) => !removed.has(netKey(net)))
  const ips = [...kept, ...missingFrom(added, kept)]
  if (ips.length === 0) return { ok: false, message: EMPTY_AFTER_MERGE }
  const allowedIps: AllowedSourceIps = { allow: 'list', ips }
  return { ok: true, allowedIps, unchanged: sameSources(allowedIps, current), meanwhile }
}

const listed = (nets: readonly IpNet[]) => nets.join(', ')

/** The confirmation's sentence on what changed on the server since the page loaded. */
export function serverChangeText({ switchedTo, added, removed }: ServerChange): string {
  const parts = [
    switchedTo === 'any' && `it was set to ${ANY_SOURCE.toLowerCase()}`,
    switchedTo === 'list' && 'it was restricted to a list',
    added.length > 0 && `${listed(added)} added`,
    removed.length > 0 && `${listed(removed)} removed`,
  ].filter((part): part is string => Boolean(part))
  return `The allow list changed on the server since this page loaded: ${parts.join('; ')}. What you save below includes those changes, with yours applied to them.`
}

export interface AllowListEndpoints {
  /** The server's setting now: a fresh GET, never the cache. */
  readCurrent: () => Promise<AllowedSourceIps>
  /** The whole-list PUT; rejects with the server's ApiError. */
  write: (allowedIps: AllowedSourceIps) => Promise<unknown>
}

/** A refusal of the console's own before anything is sent. */
const refusal = (message: string): ApiError => ({ message, errorCode: ALLOW_LIST_CONFLICT_CODE })

export type PreparedWrite = Extract<AllowListPlan, { ok: true }> & {
  /** Reads the list again and writes the plan, unless the list changed since it was made. */
  commit: () => Promise<void>
}

/**
 * The fresh read and the plan, ready to show; rejects with the server's error or the console's
 * refusal. `commit`, run when the user confirms, reads once more right before the PUT and
 * refuses (CHANGED_WHILE_CONFIRMING) if the outcome would no longer be what was shown.
 */
export async function prepareAllowListWrite(
  endpoints: AllowListEndpoints,
  basis: AllowedSourceIps,
  edited: AllowedSourceIps,
): Promise<PreparedWrite> {
  const plan = planAllowListWrite(basis, await endpoints.readCurrent(), edited)
  if (!plan.ok) throw refusal(plan.message)
  return {
    ...plan,
    commit: async () => {
      const again = planAllowListWrite(basis, await endpoints.readCurrent(), edited)
      if (!again.ok || !sameSources(again.allowedIps, plan.allowedIps)) {
        throw refusal(CHANGED_WHILE_CONFIRMING)
      }
      await endpoints.write(plan.allowedIps)
    },
  }
}

/** The allow list's endpoints for `prepareAllowListWrite`, on the app's store. */
export function useAllowListEndpoints(): AllowListEndpoints {
  const dispatch = useAppDispatch()
  const [update] = useNetworkingAllowListUpdateMutation()
  const readCurrent = useCallback(
    async () =>
      (
        await dispatch(
          api.endpoints.networkingAllowListView.initiate(undefined, FRESH_READ),
        ).unwrap()
      ).allowedIps,
    [dispatch],
  )
  const write = useCallback(
    (allowedIps: AllowedSourceIps) => update({ allowListUpdate: { allowedIps } }).unwrap(),
    [update],
  )
  return useMemo(() => ({ readCurrent, write }), [readCurrent, write])
}
