/**
 * Upload release (System Update): a release repository's zip sent from the browser, which Oxide's
 * update guide leaves to the CLI. The upload machine (machines/release-upload.machine.ts) runs it:
 * the bytes go out with a progress bar, the time left and Cancel; then the server verifies the
 * repository against the updates trust store, and its verdict shows here, with the uploaded
 * release's details (system_update_repository_view) or the server's words.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useId } from 'react'
import { FileChooser } from '@/components/form/FileChooser'
import { UnlessLoadFailed } from '@/components/LoadFailedAlert'
import { NotOfferedNotice } from '@/components/NotOffered'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { SectionHeader } from '@/components/SectionHeader'
import { errorMessage } from '~/lib/error-message'
import { inspectOption } from '~/machines/inspect'
import {
  releaseUploadMachine,
  secondsLeft,
  type ReleaseUpload as Upload,
} from '~/machines/release-upload.machine'
import { useAppDispatch } from '~/store'
import { type Revived, reviveDates, type TufRepo } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import {
  invalidateAfterUpload,
  uploadReleaseRepository,
  useSystemUpdateRepositoryViewQuery,
} from '~/store/api/system-update'

export function ReleaseUpload() {
  const dispatch = useAppDispatch()
  const upload = useCallback<Upload>(
    (file, handlers) =>
      // the releases and the audit log change whatever the verdict
      uploadReleaseRepository(file, handlers).finally(() => dispatch(invalidateAfterUpload())),
    [dispatch],
  )
  const actor = useActorRef(releaseUploadMachine, { input: { upload }, inspect: inspectOption() })
  const snapshot = useSelector(actor, (state) => state)
  const { file, loaded, total, verdict, error } = snapshot.context
  const sending = snapshot.matches('sending')
  const fileId = useId()
  const titleId = useId()

  return (
    <section aria-labelledby={titleId}>
      <SectionHeader title="Upload release" titleId={titleId} />
      <div className="release-upload">
        <FileChooser
          id={fileId}
          label="Release repository (zip)"
          accept={['.zip', 'application/zip']}
          isDisabled={sending}
          status={file?.name}
          onChoose={(chosen) => {
            if (!snapshot.matches('choosing')) actor.send({ type: 'release.reset' })
            actor.send({ type: 'release.choose', file: chosen })
          }}
        />
        <Button
          variant="accent"
          isDisabled={!file || !snapshot.matches('choosing')}
          onPress={() => actor.send({ type: 'release.upload' })}
        >
          Upload
        </Button>
      </div>
      <div className="release-upload-state" role="status">
        {snapshot.matches({ sending: 'uploading' }) && file && (
          <div className="release-upload-progress">
            <ProgressBar
              label={`Uploading ${file.name}`}
              value={loaded}
              maxValue={Math.max(total, 1)}
              valueLabel={progressWords(loaded, total, secondsLeft(snapshot.context))}
            />
            <Button variant="secondary" onPress={() => actor.send({ type: 'release.cancel' })}>
              Cancel upload
            </Button>
          </div>
        )}
        {snapshot.matches({ sending: 'verifying' }) && file && (
          <div className="release-upload-progress">
            <ProgressBar label={`Verifying ${file.name} against the trust store`} isIndeterminate />
          </div>
        )}
        {snapshot.matches('done') && verdict && (
          <InlineAlert variant="positive">
            <Heading level={3}>
              {verdict.status === 'inserted'
                ? `Release ${verdict.repo.systemVersion} uploaded`
                : `Release ${verdict.repo.systemVersion} was already uploaded`}
            </Heading>
            <Content>
              <UploadedRelease version={verdict.repo.systemVersion} />
            </Content>
          </InlineAlert>
        )}
        {snapshot.matches('failed') &&
          (isNotOffered(error) ? (
            <NotOfferedNotice what="uploading releases" statusCode={error.statusCode} level={3} />
          ) : (
            <InlineAlert variant="negative">
              <Heading level={3}>Release not uploaded</Heading>
              <Content>{errorMessage(error)}</Content>
            </InlineAlert>
          ))}
        {snapshot.matches('cancelled') && (
          <InlineAlert variant="informative">
            <Heading level={3}>Upload cancelled</Heading>
            <Content>The server did not receive the whole repository: nothing was added.</Content>
          </InlineAlert>
        )}
      </div>
    </section>
  )
}

/** '40 % sent, about 3 s left': the share, and the time left once there is a rate. */
export function progressWords(loaded: number, total: number, seconds: number | undefined) {
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0
  return seconds === undefined ? `${percent} % sent` : `${percent} % sent, about ${seconds} s left`
}

/** The uploaded release as the server holds it now. */
function UploadedRelease({ version }: { version: string }) {
  const query = useSystemUpdateRepositoryViewQuery({ systemVersion: version })
  return (
    <UnlessLoadFailed query={query} title="Could not load the release" level={4}>
      {query.data && <ReleaseDetails repo={reviveDates(query.data)} />}
    </UnlessLoadFailed>
  )
}

function ReleaseDetails({ repo }: { repo: Revived<TufRepo> }) {
  return (
    <Properties columns={1} label={`Release ${repo.systemVersion}`}>
      <Property label="Version">{repo.systemVersion}</Property>
      <Property label="File name">{repo.fileName}</Property>
      <Property label="SHA-256">
        <span className="release-hash">{repo.hash}</span>
      </Property>
      <Property label="Uploaded">
        <RelativeTime date={repo.timeCreated} />
      </Property>
    </Properties>
  )
}
