/**
 * A release repository uploaded from the production build: the zip streamed through nginx
 * (deploy/nginx.conf) as the request's body to the HTTP mock server, which reads its version
 * from it and answers with its verdict. The server's data is shared by every spec, so the
 * release's version is named for this run.
 */
import { randomBytes } from 'node:crypto'
import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { releaseRepositoryZip } from '~/lib/release-repository'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { writeTempFile } from '../helpers/certificates'
import { signInAt } from '../helpers/production'
import { screen } from '../helpers/screen'
import { chooseFile } from '../helpers/upload'

describe('release upload against the server', () => {
  it('streams a repository to the server and shows the release it holds', async () => {
    const version = `19.0.0-e2e${randomBytes(3).toString('hex')}`
    const file = writeTempFile(`oxide-${version}.zip`, Buffer.from(releaseRepositoryZip(version)))
    await signInAt(pb.systemUpdate())
    await chooseFile('Release repository (zip)', file)
    await (await screen().findByRole('button', { name: 'Upload' })).click()
    await expect(
      await screen().findByRole('heading', { name: `Release ${version} uploaded` }),
    ).toBeDisplayed()
    const details = await screen().findByLabelText(`Release ${version}`)
    await expect(details).toHaveText(expect.stringContaining(`oxide-${version}.zip`))
    await expect(details).toHaveText(expect.stringMatching(/[0-9a-f]{64}/))
    await expect(
      await screen().findByRole('button', { name: `Set ${version} as target release` }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })
})
