/**
 * Contract cases for support bundles, spread into `cases` in contract.test.ts: each handler's
 * success and error. The download, file and index answers are bytes the contract gives no
 * schema (`*∕*`); their statuses are what these check.
 */
import { SEED_USERS } from '../seeds/auth-seeds'
import { SUPPORT_BUNDLE_SEED } from '../seeds/support-bundle-seeds'
import { SUPPORT_BUNDLE_SENTINELS } from '../sentinels'
import type { ContractCase } from './contract-case'

const BUNDLES = '/experimental/v1/system/support-bundles'
const { active, failed } = SUPPORT_BUNDLE_SEED
const missing = '5e6f7a8b-0000-4000-8000-0000000000ff'

export const supportBundleContractCases: ContractCase[] = [
  { operationId: 'support_bundle_list', method: 'GET', url: BUNDLES, status: 200 },
  {
    operationId: 'support_bundle_list',
    method: 'GET',
    url: BUNDLES,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'support_bundle_create',
    method: 'POST',
    url: BUNDLES,
    body: { user_comment: 'sled 7 slow' },
    status: 201,
  },
  {
    operationId: 'support_bundle_create',
    method: 'POST',
    url: BUNDLES,
    body: { user_comment: SUPPORT_BUNDLE_SENTINELS.createFails },
    status: 500,
  },
  { operationId: 'support_bundle_view', method: 'GET', url: `${BUNDLES}/${active}`, status: 200 },
  { operationId: 'support_bundle_view', method: 'GET', url: `${BUNDLES}/${missing}`, status: 404 },
  {
    operationId: 'support_bundle_update',
    method: 'PUT',
    url: `${BUNDLES}/${active}`,
    body: { user_comment: 'sent to support' },
    status: 200,
  },
  {
    operationId: 'support_bundle_update',
    method: 'PUT',
    url: `${BUNDLES}/${failed}`,
    body: { user_comment: 'sent to support' },
    status: 400,
  },
  {
    operationId: 'support_bundle_delete',
    method: 'DELETE',
    url: `${BUNDLES}/${failed}`,
    status: 204,
  },
  {
    operationId: 'support_bundle_delete',
    method: 'DELETE',
    url: `${BUNDLES}/${missing}`,
    status: 404,
  },
  {
    operationId: 'support_bundle_download',
    method: 'GET',
    url: `${BUNDLES}/${active}/download`,
    status: 200,
  },
  {
    operationId: 'support_bundle_download',
    method: 'GET',
    url: `${BUNDLES}/${failed}/download`,
    status: 400,
  },
  {
    operationId: 'support_bundle_download_file',
    method: 'GET',
    url: `${BUNDLES}/${active}/download/bundle_id.txt`,
    status: 200,
  },
  {
    operationId: 'support_bundle_download_file',
    method: 'GET',
    url: `${BUNDLES}/${active}/download/nope.txt`,
    status: 404,
  },
  {
    operationId: 'support_bundle_index',
    method: 'GET',
    url: `${BUNDLES}/${active}/index`,
    status: 200,
  },
  {
    operationId: 'support_bundle_index',
    method: 'GET',
    url: `${BUNDLES}/${failed}/index`,
    status: 400,
  },
]
