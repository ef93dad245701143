/**
 * The VPC's internet gateways (`vpcs/{vpc}/internet-gateways`): each with the pools and addresses
 * attached to it, linked to its panel (`internet-gateways/{gateway}`, a side modal over this tab).
 * Create opens a side-modal form by state (SPEC §2 gives it no route); delete asks first and says
 * what the contract's `cascade` does, which it sends only once the user has confirmed.
 */

import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { Truncated } from '@/components/Truncated'
import { InternetGatewayCreateForm } from '@/forms/internet-gateway-create'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useVpcParams } from '@/resources/use-vpc'
import { wholeListArgs } from '~/lib/whole-list'
import type { InternetGateway, Revived } from '~/store/api'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import {
  useInternetGatewayDeleteMutation,
  useInternetGatewayIpAddressListQuery,
  useInternetGatewayIpPoolListQuery,
  useInternetGatewayListQuery,
} from '~/store/api/vpcs'
import { internetGateways } from '~/store/entities/networking'

type Gateway = Revived<InternetGateway>

/** What a gateway delete with `cascade` also does (the contract's words, for the user). */
export const GATEWAY_DELETE_CONSEQUENCE =
  'Its attached IP pools and IP addresses will be detached and the routes that target it deleted. This cannot be undone.'

/** A cell's list of names on one line, the whole of it in a tooltip when it is cut. */
function NameList({ names }: { names: string[] }) {
  if (names.length === 0) return 'None'
  return <Truncated text={names.join(', ')} maxLength={32} />
}

interface CellProps {
  project: string
  vpc: string
  gateway: string
}

/** One request per rendered row: rows the table does not render never ask. */
function AttachedPools({ project, vpc, gateway }: CellProps) {
  const attached = useInternetGatewayIpPoolListQuery({ project, vpc, gateway })
  // the silo's pools name the attached ones; the attachment's own name until they arrive
  const { data: pools } = useIpPoolListQuery(wholeListArgs({}))
  const poolName = (id: string, fallback: string) =>
    pools?.items.find((pool) => pool.id === id)?.name ?? fallback
  return (
    <RowLookup query={attached} what="IP pools">
      {(data) => <NameList names={data.items.map((a) => poolName(a.ipPoolId, a.name))} />}
    </RowLookup>
  )
}

function AttachedAddresses({ project, vpc, gateway }: CellProps) {
  const attached = useInternetGatewayIpAddressListQuery({ project, vpc, gateway })
  return (
    <RowLookup query={attached} what="IP addresses">
      {(data) => <NameList names={data.items.map((address) => address.address)} />}
    </RowLookup>
  )
}

export default function VpcInternetGatewaysTab() {
  const { project, vpc } = useVpcParams()
  const list = useResourceList(
    useInternetGatewayListQuery,
    { project, vpc },
    { entities: internetGateways },
  )
  const [deleteGateway] = useInternetGatewayDeleteMutation()
  const [isCreating, setCreating] = useState(false)

  const columns: TableColumn<Gateway>[] = [
    nameColumn((gateway) => pb.vpcInternetGateway({ project, vpc, gateway: gateway.name })),
    descriptionColumn(),
    {
      id: 'ip-pools',
      name: 'Attached IP pools',
      minWidth: 160,
      cell: (gateway) => <AttachedPools project={project} vpc={vpc} gateway={gateway.name} />,
    },
    {
      id: 'ip-addresses',
      name: 'Attached IP addresses',
      minWidth: 170,
      cell: (gateway) => <AttachedAddresses project={project} vpc={vpc} gateway={gateway.name} />,
    },
    createdColumn(),
  ]

  return (
    <section aria-label="Internet gateways">
      <SectionHeader intro="Gateways connect the VPC to networks outside it, from their pools and addresses.">
        <CreateLink
          label="New internet gateway"
          onPress={() => setCreating(true)}
          requires="gateway.create"
        />
      </SectionHeader>
      <RowLookupNotice<CellProps>
        endpoint="internetGatewayIpPoolList"
        what="IP pools"
        matches={(args) => args.project === project && args.vpc === vpc}
      />
      <RowLookupNotice<CellProps>
        endpoint="internetGatewayIpAddressList"
        what="IP addresses"
        matches={(args) => args.project === project && args.vpc === vpc}
      />
      <ResourceTable
        label="Internet gateways"
        {...list}
        columns={columns}
        empty={{
          title: 'No internet gateways',
          body: 'Create an internet gateway to give this VPC’s instances a path to the internet.',
        }}
        rowActions={(gateway) => [
          deleteAction({
            kind: 'internet gateway',
            name: gateway.name,
            consequence: GATEWAY_DELETE_CONSEQUENCE,
            // asked and answered in the confirm dialog above, so the cascade is what was agreed to
            run: () =>
              deleteGateway({ project, vpc, gateway: gateway.name, cascade: true }).unwrap(),
            requires: 'gateway.delete',
          }),
        ]}
      />
      {isCreating && (
        <InternetGatewayCreateForm
          project={project}
          vpc={vpc}
          onDismiss={() => setCreating(false)}
        />
      )}
    </section>
  )
}
