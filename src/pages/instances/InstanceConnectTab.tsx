/**
 * The instance's Connect tab (SPEC §2): the serial console's link, the address to SSH to and the
 * keys the instance was created with. Its own module, so the Storage tab, where an instance
 * opens, does not bring it.
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo } from 'react'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { Lookup, LookupPending, lookupPhase } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { pb } from '@/paths'
import { FINGERPRINT_MIN_WIDTH, SshKeyFingerprint } from '@/resources/ssh-keys'
import { instanceScope } from '@/util/query-args'
import { wholeListArgs } from '~/lib/whole-list'
import { instanceRules } from '~/machines/instance-rules'
import { type Revived, reviveDates, type SshKey } from '~/store/api'
import {
  useInstanceExternalIpListQuery,
  useInstanceSshPublicKeyListQuery,
} from '~/store/api/instances'
import { useInstancePage } from './InstanceLayout'

export function InstanceConnectTab() {
  const { project, instance, runState } = useInstancePage()
  const ipQuery = useInstanceExternalIpListQuery({ project, instance: instance.name })
  const ipPhase = lookupPhase(ipQuery)
  const external = ipQuery.data?.items.find((ip) => ip.kind !== 'snat')
  const consoleReason = instanceRules.reason('serialConsole', runState)
  return (
    <section aria-label="Connect">
      <h2 className="section-title">Serial console</h2>
      {consoleReason ? (
        <p>{consoleReason}.</p>
      ) : (
        <Link href={pb.serialConsole({ project, instance: instance.name })}>
          Open the serial console
        </Link>
      )}
      <h2 className="section-title">SSH</h2>
      {ipPhase === 'failed' ? (
        // the address to connect to is not known, which is not the same as there being none
        <LoadFailedAlert
          title="Could not load external IPs"
          error={ipQuery.error}
          level={3}
          onRetry={ipQuery.refetch}
        />
      ) : ipPhase === 'loading' ? (
        <LookupPending what="external IPs" />
      ) : external ? (
        <pre className="cli-command">ssh {external.ip}</pre>
      ) : (
        <p>
          This instance has no external IP. Attach one on the Networking tab to reach it by SSH.
        </p>
      )}
      <InstanceSshKeys project={project} instance={instance.name} />
    </section>
  )
}

type SshKeyRow = Revived<SshKey>

const sshKeyColumns: TableColumn<SshKeyRow>[] = [
  nameColumn(),
  descriptionColumn(),
  {
    id: 'fingerprint',
    name: 'Fingerprint',
    // the whole fingerprint, 'SHA256:' and 43 characters, with its type: a cut one tells no key apart
    minWidth: FINGERPRINT_MIN_WIDTH,
    cell: (key) => <SshKeyFingerprint publicKey={key.publicKey} />,
  },
]

/**
 * The keys cloud-init put on the instance when it was created: the contract's snapshot, which
 * later changes to the user's own keys do not reach.
 */
function InstanceSshKeys({ project, instance }: { project: string; instance: string }) {
  const keys = useInstanceSshPublicKeyListQuery(wholeListArgs(instanceScope(project, instance)))
  const rows = useMemo(() => keys.data?.items.map((key) => reviveDates(key)) ?? [], [keys.data])
  return (
    <>
      <h3 className="section-title">SSH keys</h3>
      <p>
        The keys added when the instance was created. Changes to your keys since do not reach it.
      </p>
      <Lookup query={keys} what="SSH keys">
        {() => (
          <ResourceTable
            label="SSH keys"
            columns={sshKeyColumns}
            items={rows}
            empty={{ title: 'No SSH keys', body: 'This instance was created without SSH keys.' }}
          />
        )}
      </Lookup>
    </>
  )
}
