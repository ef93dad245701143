/**
 * Contract cases for support bundles, spread into `cases` in contract.test.ts: each handler's
 * success and error. The download, file and index answers are bytes the contract gives no
 * schema (`*∕*`), and a file's HEAD answers only headers; their statuses are what these check.
 */
import { SUPPORT_BUNDLE_SEED } from '../seeds/support-bundle-seeds'
import { SUPPORT_BUNDLE_SENTINELS } from '../sentinels'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const BUNDLES = '/experimental/v1/system/support-bundles'
const { active, failed } = SUPPORT_BUNDLE_SEED
const missing = '5e6f7a8b-0000-4000-8000-0000000000ff'

export const supportBundleContractCases: ContractCase[] = [
  { operationId: 'support_bundle_list', method: 'GET', url: BUNDLES, status: 200 },
  refusedToSiloAdmin('support_bundle_list', 'GET', BUNDLES),
  ...operationCases('support_bundle_create', 'POST', [
    [201, BUNDLES, { user_comment: 'sled 7 slow' }],
    [500, BUNDLES, { user_comment: SUPPORT_BUNDLE_SENTINELS.createFails }],
  ]),
  ...operationCases('support_bundle_view', 'GET', [
    [200, `${BUNDLES}/${active}`],
    [404, `${BUNDLES}/${missing}`],
  ]),
  ...operationCases('support_bundle_update', 'PUT', [
    [200, `${BUNDLES}/${active}`, { user_comment: 'sent to support' }],
    [400, `${BUNDLES}/${failed}`, { user_comment: 'sent to support' }],
  ]),
  ...operationCases('support_bundle_delete', 'DELETE', [
    [204, `${BUNDLES}/${failed}`],
    [404, `${BUNDLES}/${missing}`],
  ]),
  ...operationCases('support_bundle_download', 'GET', [
    [200, `${BUNDLES}/${active}/download`],
    [400, `${BUNDLES}/${failed}/download`],
  ]),
  ...operationCases('support_bundle_download_file', 'GET', [
    [200, `${BUNDLES}/${active}/download/bundle_id.txt`],
    [404, `${BUNDLES}/${active}/download/nope.txt`],
  ]),
  ...operationCases('support_bundle_head_file', 'HEAD', [
    [200, `${BUNDLES}/${active}/download/bundle_id.txt`],
    [404, `${BUNDLES}/${active}/download/nope.txt`],
  ]),
  ...operationCases('support_bundle_index', 'GET', [
    [200, `${BUNDLES}/${active}/index`],
    [400, `${BUNDLES}/${failed}/index`],
  ]),
]
