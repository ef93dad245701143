import { useLocation } from 'wouter'
import { CopyButton } from '@/components/CopyButton'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { SidePanel } from '@/components/SidePanel'
import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { SshKeyFingerprint } from '@/resources/ssh-keys'
import { useCurrentUserSshKeyViewQuery } from '~/store/api/current-user'
import { sshKeys } from '~/store/entities/ssh-keys'

/**
 * SPEC §2 `ssh-keys/{sshKey}/edit`: the API has no update for SSH keys, so the key is shown to
 * read and copy; to change one, delete it and add it again.
 */
export default function SshKeyDetailsPanel() {
  const { sshKey: name } = useRouteParams('sshKey')
  const { entity: key } = useEntity(sshKeys, useCurrentUserSshKeyViewQuery, { sshKey: name }, name)
  const [, navigate] = useLocation()
  const close = () => navigate(pb.sshKeys())
  if (!key) return null
  return (
    <SidePanel title={`SSH key ${key.name}`} onClose={close}>
      <Properties>
        <Property label="Name">{key.name}</Property>
        <Property label="Description">{key.description || '—'}</Property>
        <Property label="Fingerprint">
          <SshKeyFingerprint publicKey={key.publicKey} />
        </Property>
        <Property label="Created">
          <RelativeTime date={key.timeCreated} />
        </Property>
      </Properties>
      <div className="ssh-key-view">
        <h3 className="ssh-key-view-title">Public key</h3>
        <pre className="ssh-key-public">{key.publicKey}</pre>
        <CopyButton text={key.publicKey} label="Copy public key" />
      </div>
    </SidePanel>
  )
}
