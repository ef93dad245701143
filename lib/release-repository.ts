/**
 * What the mock reads of a release repository's zip: a TUF repository whose `artifacts.json`
 * names the system version, as Oxide's release repositories carry one among their targets. The
 * mock takes the version from there, never from the file name (the contract: the file name "may
 * not be accurate"); its tests and the e2e specs make such zips with `releaseRepositoryZip`.
 */
import { zipTextFiles } from './zip'

/** The entry, at any depth of the zip, that names the repository's system version. */
export const ARTIFACTS_FILE = 'artifacts.json'

/** A release repository's zip for `version`, as small as the mock can read. */
export const releaseRepositoryZip = (version: string) =>
  zipTextFiles({
    'repo/metadata/1.root.json': JSON.stringify({ signed: { _type: 'root' }, signatures: [] }),
    [`repo/targets/${ARTIFACTS_FILE}`]: JSON.stringify({ system_version: version }),
  })
