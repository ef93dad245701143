/**
 * `system/silos`: the fleet's discoverable silos. Deleting one takes its users' access with it,
 * so the confirm dialog asks for the silo's name to be typed first.
 */

import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { identityModeLabel } from '@/resources/silos'
import { areaInfo } from '@/util/docs'
import type { Revived, Silo } from '~/store/api'
import { useSiloDeleteMutation, useSiloListQuery } from '~/store/api/system-silos'
import { silos } from '~/store/entities/system'

export default function SilosPage() {
  const list = useResourceList(useSiloListQuery, {}, { entities: silos })
  const [deleteSilo] = useSiloDeleteMutation()
  return (
    <>
      <PageHeader
        title="Silos"
        info={areaInfo.silos}
        create={{
          label: 'New silo',
          href: pb.silosNew(),
          requires: 'system.silo.create',
        }}
      />
      <ResourceTable
        label="Silos"
        {...list}
        columns={[
          nameColumn((silo) => pb.silo({ silo: silo.name })),
          descriptionColumn(),
          {
            id: 'discoverable',
            name: 'Discoverable',
            // the header whole
            minWidth: 130,
            sortValue: (silo) => (silo.discoverable ? 1 : 0),
            cell: (silo) => (silo.discoverable ? 'Yes' : 'No'),
          },
          textColumn<Revived<Silo>>(
            'identity-mode',
            'Identity mode',
            (silo) => identityModeLabel[silo.identityMode],
            // the header whole
            { minWidth: 140 },
          ),
          createdColumn(),
        ]}
        empty={{
          title: 'No silos',
          body: 'Create a silo to give a tenant its own users, projects and quotas.',
        }}
        rowActions={(silo) => [
          {
            id: 'quotas',
            label: 'Edit quotas',
            href: pb.siloQuotasEdit({ silo: silo.name }),
            requires: 'system.silo.update',
          },
          deleteAction({
            kind: 'silo',
            name: silo.name,
            consequence:
              'Its users lose all access, and its identity providers, groups, certificates and IP pool links are removed. Its projects must be deleted first. This cannot be undone.',
            typeToConfirm: true,
            run: () => deleteSilo({ silo: silo.name }).unwrap(),
            requires: 'system.silo.delete',
          }),
        ]}
      />
    </>
  )
}
