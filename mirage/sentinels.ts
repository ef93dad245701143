/**
 * Documented inputs that make the mock fail where no real condition exists (DESIGN.md "Error
 * paths are reachable through the real UI"; README "The preview"), so the console's error paths
 * can be reached through its own forms.
 */
import { internalError } from './errors'

/**
 * A project, instance, disk, snapshot, image, SSH key or certificate of this name fails to be
 * created (500).
 */
export const FAIL_500_NAME = 'fail-500'

/**
 * The mock models no per-role permissions (SPEC §6), so an instance of this name stands for one
 * the user may see but not act on: start, stop, reboot and delete are refused with a 403.
 */
export const FAIL_403_NAME = 'fail-403'

/**
 * A disk whose name starts with one of these fails that import step with a 500. The image upload
 * names its temporary disk after the image, so an image named like that fails the upload there.
 */
export const IMPORT_FAIL_PREFIXES = {
  start: 'fail-import-start',
  write: 'fail-import-write',
  stop: 'fail-import-stop',
  finalize: 'fail-finalize',
} as const

/**
 * An allow list holding this entry (TEST-NET-1's 192.0.2.13, a documentation address no operator
 * connects from) fails to be saved with a 500, so the allow list's save error path is reachable
 * from its own form.
 */
export const FAILING_ALLOW_LIST_ENTRY = '192.0.2.13/32'

/**
 * The seeded release candidate: uploaded, newer than the target and offered, but setting it as
 * the target release fails with a 500, so the update page's error path is reachable from its own
 * confirm dialog.
 */
export const FAILING_RELEASE = '17.1.0-rc.1'

/**
 * A release repository uploaded under this file name is refused by the updates trust store (400),
 * as one signed by keys no trust root holds would be: the upload's trust verdict is reachable by
 * uploading any repository under this name.
 */
export const UNTRUSTED_RELEASE_FILE_NAME = 'untrusted-release.zip'

/**
 * A SCIM token create takes no input to name a sentinel by, so the failing one is seeded: this
 * token of the `partners` silo (the SCIM silo) fails to be deleted with a 500, so the SCIM tokens
 * tab's delete error path is reachable from its own confirm dialog.
 */
export const FAILING_SCIM_TOKEN_ID = '5c1a0500-fa11-4000-8000-000000000500'

/**
 * A liveness probe of an alert receiver whose endpoint is on this host fails with a 500 (the
 * server could not send it), so the receiver page's probe error path is reachable by editing a
 * receiver's endpoint. A probe the endpoint refuses is no error: the contract answers 200 with
 * the failed delivery.
 */
export const FAILING_PROBE_HOST = 'probe-fail-500.example.com'

/**
 * A support bundle has no name: its comment is the input a sentinel names. A bundle asked for
 * with the first comment fails to be created (500); with the second it is created, but its
 * collection fails and it ends `failed`, with a reason for failure.
 */
export const SUPPORT_BUNDLE_SENTINELS = {
  createFails: FAIL_500_NAME,
  collectionFails: 'fail-collection',
} as const

/** A create handler's sentinel check, where the real server could fail for reasons of its own. */
export function failOnSentinelName(name: string) {
  if (name === FAIL_500_NAME) throw internalError()
}

/** An import step's sentinel check (see IMPORT_FAIL_PREFIXES). */
export function failOnImportSentinel(diskName: string, step: keyof typeof IMPORT_FAIL_PREFIXES) {
  if (diskName.startsWith(IMPORT_FAIL_PREFIXES[step])) throw internalError()
}
