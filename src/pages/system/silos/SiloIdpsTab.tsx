/**
 * `silos/{silo}/idps`: the silo's identity providers (SAML today); a name opens its read-only
 * panel. A local-only silo's users sign in with passwords, so it can have none.
 */
import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useSilo, useSiloParams } from '@/resources/silos'
import type { IdentityProvider } from '~/store/api'
import { useSiloIdentityProviderListQuery } from '~/store/api/system-silos'

const providerTypeLabel: Record<IdentityProvider['providerType'], string> = { saml: 'SAML' }

export default function SiloIdpsTab() {
  const { silo: name } = useSiloParams()
  const { entity: silo } = useSilo(name)
  const list = useResourceList(useSiloIdentityProviderListQuery, { silo: name })
  const localOnly = silo?.identityMode === 'local_only'
  return (
    <>
      <SectionHeader title="Identity providers">
        {!localOnly && (
          <CreateLink
            variant="accent"
            label="New identity provider"
            href={pb.siloIdpsNew({ silo: name })}
            requires="system.identityProvider.create"
          />
        )}
      </SectionHeader>
      <ResourceTable
        label="Identity providers"
        {...list}
        columns={[
          nameColumn((provider) => pb.samlIdp({ silo: name, provider: provider.name })),
          {
            id: 'type',
            name: 'Type',
            sortValue: (provider) => provider.providerType,
            cell: (provider) => providerTypeLabel[provider.providerType],
          },
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={
          localOnly
            ? {
                title: 'No identity providers',
                body: 'Users of a local-only silo sign in with a password; it has no identity provider.',
              }
            : {
                title: 'No identity providers',
                body: 'Add a SAML identity provider so the silo’s users can sign in.',
              }
        }
      />
    </>
  )
}
