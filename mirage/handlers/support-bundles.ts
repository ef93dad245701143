/**
 * The fleet's support bundles (`/experimental/v1/system/support-bundles`): listed, asked for,
 * viewed, commented, deleted, and read as a zip, one file of it, or its index. A new bundle is
 * `collecting` for `SUPPORT_BUNDLE_STEP_MS.collecting`, then `active` (or `failed`, for the
 * sentinel comment); a deleted one is `destroying` for `SUPPORT_BUNDLE_STEP_MS.destroying`, then
 * gone. Steps are applied when a handler runs, against the server's clock (`db.timing`), as
 * instances' are (instance-steps.ts). Which state allows what is the console's rule table
 * (machines/support-bundle-rules.ts), from the contract's `SupportBundleState` descriptions.
 */

import { zipTextFiles } from '~/lib/zip'
import { type SupportBundleAction, supportBundleRules } from '~/machines/support-bundle-rules'
import type { MockDb, Schemas, SupportBundleRecord } from '../db'
import { internalError, invalidRequest, notFound } from '../errors'
import { liveContext } from '../factories'
import { uuidParam } from '../lookup'
import { type HandlerMap, RawReply } from '../operation'
import { paginateByTimeAndId } from '../pagination'
import { SUPPORT_BUNDLE_SENTINELS } from '../sentinels'

/** How long collecting and destroying take (ms): long enough for a list to show each state. */
export const SUPPORT_BUNDLE_STEP_MS = { collecting: 4000, destroying: 2000 } as const

/** What the real server records as the reason for a bundle an operator asks for. */
export const API_CREATION_REASON = 'Created by external API'

/** Why the sentinel's collection fails, as the bundle's `reason_for_failure` says. */
export const COLLECTION_FAILURE = 'Failed to collect bundle: sled agent did not respond'

const view = ({ time_settles: _, ...info }: SupportBundleRecord): Schemas['SupportBundleInfo'] =>
  info

const settlesAt = (db: MockDb, step: keyof typeof SUPPORT_BUNDLE_STEP_MS) =>
  new Date(db.timing.now() + SUPPORT_BUNDLE_STEP_MS[step]).toISOString()

/** Moves every collecting or destroying bundle on once its time has come. */
export function settleSupportBundles(db: MockDb) {
  const now = db.timing.now()
  for (const bundle of db.supportBundles.all()) {
    if (!bundle.time_settles || Date.parse(bundle.time_settles) > now) continue
    if (bundle.state === 'destroying') {
      db.supportBundles.remove(bundle.id)
    } else if (bundle.user_comment === SUPPORT_BUNDLE_SENTINELS.collectionFails) {
      db.supportBundles.update(bundle.id, {
        state: 'failed',
        reason_for_failure: COLLECTION_FAILURE,
        time_settles: null,
      })
    } else {
      db.supportBundles.update(bundle.id, { state: 'active', time_settles: null })
    }
  }
}

function lookupBundle(db: MockDb, id: string) {
  settleSupportBundles(db)
  const bundle = db.supportBundles.find(uuidParam(id, 'bundle_id'))
  if (!bundle) throw notFound('support-bundle', id)
  return bundle
}

/** The bundle, if its state allows `action` (the rule table), else the server's 400. */
function bundleFor(db: MockDb, id: string, action: SupportBundleAction) {
  const bundle = lookupBundle(db, id)
  if (!supportBundleRules.can(action, bundle.state)) {
    throw invalidRequest(`cannot ${action} support bundle in state ${bundle.state}`)
  }
  return bundle
}

/** What a bundle holds: its id, what the rack looked like, and each sled's log. */
export function bundleFiles(db: MockDb, bundle: SupportBundleRecord): Record<string, string> {
  const files: Record<string, string> = {
    'bundle_id.txt': `${bundle.id}\n`,
    'reconfigurator_state.json': `${JSON.stringify(
      {
        collected: bundle.time_created,
        reason: bundle.reason_for_creation,
        sleds: db.sleds.all().map((sled) => sled.baseboard.serial),
      },
      null,
      2,
    )}\n`,
  }
  for (const sled of db.sleds.all()) {
    files[`rack/${sled.rack_id}/sled/${sled.baseboard.serial}/sled-agent.log`] = [
      `${bundle.time_created} INFO sled-agent: sled ${sled.baseboard.serial} is ${sled.state}`,
      `${bundle.time_created} INFO sled-agent: support bundle ${bundle.id} requested`,
      '',
    ].join('\n')
  }
  return files
}

const bytes = (body: Uint8Array, contentType: string) =>
  new RawReply(200, body, { 'Content-Type': contentType })

export const supportBundleHandlers = {
  support_bundle_list: ({ db, query }) => {
    settleSupportBundles(db)
    const page = paginateByTimeAndId(db.supportBundles.all(), query, (row) => row.time_created)
    return { ...page, items: page.items.map(view) }
  },

  support_bundle_create: ({ db, body }) => {
    const comment = body?.user_comment ?? null
    if (comment === SUPPORT_BUNDLE_SENTINELS.createFails) throw internalError()
    const bundle = db.supportBundles.insert({
      id: liveContext.ids.uuid(),
      reason_for_creation: API_CREATION_REASON,
      reason_for_failure: null,
      state: 'collecting',
      time_created: new Date(db.timing.now()).toISOString(),
      user_comment: comment,
      time_settles: settlesAt(db, 'collecting'),
    })
    return view(bundle)
  },

  support_bundle_view: ({ db, params }) => view(lookupBundle(db, params.bundle_id)),

  support_bundle_update: ({ db, params, body }) => {
    const bundle = bundleFor(db, params.bundle_id, 'update')
    return view(db.supportBundles.update(bundle.id, { user_comment: body?.user_comment ?? null }))
  },

  support_bundle_delete: ({ db, params }) => {
    const bundle = bundleFor(db, params.bundle_id, 'delete')
    db.supportBundles.update(bundle.id, {
      state: 'destroying',
      time_settles: settlesAt(db, 'destroying'),
    })
  },

  support_bundle_download: ({ db, params }) => {
    const bundle = bundleFor(db, params.bundle_id, 'download')
    return bytes(zipTextFiles(bundleFiles(db, bundle)), 'application/zip')
  },

  support_bundle_index: ({ db, params }) => {
    const bundle = bundleFor(db, params.bundle_id, 'browse')
    const index = Object.keys(bundleFiles(db, bundle))
      .map((path) => `${path}\n`)
      .join('')
    return bytes(new TextEncoder().encode(index), 'text/plain; charset=utf-8')
  },

  // the file's headers without its bytes: Content-Length is its size (the console's Size column)
  support_bundle_head_file: ({ db, params }) => {
    const bundle = bundleFor(db, params.bundle_id, 'browse')
    const text = bundleFiles(db, bundle)[params.file]
    if (text === undefined) throw notFound('support bundle file', params.file)
    return new RawReply(200, undefined, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(new TextEncoder().encode(text).byteLength),
    })
  },

  support_bundle_download_file: ({ db, params }) => {
    const bundle = bundleFor(db, params.bundle_id, 'browse')
    const text = bundleFiles(db, bundle)[params.file]
    if (text === undefined) throw notFound('support bundle file', params.file)
    return bytes(new TextEncoder().encode(text), 'application/octet-stream')
  },
} satisfies HandlerMap
