/**
 * `receivers/{receiver}/secrets`: the keys the receiver's payloads are signed with, by id and
 * when each was added. A secret's value is never shown: the contract's WebhookSecret says it "is
 * not available in the API" once created. Rotating one is adding the new secret, then deleting
 * the old.
 */
import { createdColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { unpagedList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useReceiverParams } from '@/resources/alerts'
import { deleteCredentialAction } from '@/resources/tokens'
import type { Revived, WebhookSecret } from '~/store/api'
import {
  useWebhookSecretsDeleteMutation,
  useWebhookSecretsListQuery,
} from '~/store/api/system-alerts'

const columns: TableColumn<Revived<WebhookSecret>>[] = [
  {
    id: 'id',
    name: 'ID',
    isRowHeader: true,
    minWidth: 320,
    sortValue: (secret) => secret.id,
    cell: (secret) => <code>{secret.id}</code>,
  },
  createdColumn(),
]

export default function ReceiverSecretsTab() {
  const { receiver } = useReceiverParams()
  const list = unpagedList(useWebhookSecretsListQuery({ receiver }), (data) => data.secrets)
  const [deleteSecret] = useWebhookSecretsDeleteMutation()
  return (
    <>
      <SectionHeader intro="The keys each payload to the endpoint is signed with. A secret is shown only as it is typed: to rotate one, add the new secret to the endpoint and here, then delete the old one.">
        <CreateLink
          variant="accent"
          label="Add secret"
          href={pb.alertReceiverSecretsNew({ receiver })}
          requires="system.alertReceiver.update"
        />
      </SectionHeader>
      <ResourceTable
        label="Secrets"
        columns={columns}
        {...list}
        empty={{
          title: 'No secrets',
          body: 'Add a secret for the receiver’s payloads to be signed with.',
        }}
        rowActions={(secret) => [
          deleteCredentialAction(
            'secret',
            secret,
            list.items.length === 1
              ? 'It is the receiver’s only secret: its payloads will have no secret to be signed with.'
              : 'Payloads will no longer be signed with it.',
            () => deleteSecret({ secretId: secret.id }).unwrap(),
          ),
        ]}
      />
    </>
  )
}
