/**
 * `system/networking/access`: who can reach the rack's user-facing services, the contract's two
 * settings of them on one page. The allow list (AllowList): any source, or only the listed
 * addresses and networks, edited in its side modal (allow-list-edit.tsx) under a warning that a
 * list leaving out the operators' own addresses locks them out. Inbound ICMP (ServiceIcmpConfig):
 * a switch; blocking it asks first, since without those messages the services cannot discover the
 * path MTU.
 */
import { LinkButton } from '@react-spectrum/s2/LinkButton'
import { Switch } from '@react-spectrum/s2/Switch'
import { LoadingText } from '@/components/LoadingText'
import { NotOfferedNotice } from '@/components/NotOffered'
import { PageHeader } from '@/components/PageHeader'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { mutateWithToast } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { AllowListWarning } from '@/resources/AllowListWarning'
import { ANY_SOURCE } from '@/resources/allow-list'
import { areaInfo } from '@/util/docs'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import { type AllowList, reviveDates } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import {
  useNetworkingAllowListViewQuery,
  useNetworkingInboundIcmpUpdateMutation,
  useNetworkingInboundIcmpViewQuery,
} from '~/store/api/system-networking'

const listStyle = { margin: 0, paddingInlineStart: 20 } as const

function AllowListSection() {
  const { data, error } = useNetworkingAllowListViewQuery()
  // each setting says in its own place when this rack's API lacks it: an older release may have
  // one and not the other (NotOffered.tsx)
  const notOffered = !data && isNotOffered(error)
  // a failed fresh read before a save (allow-list-write.ts) is the form's to report: the list
  // already shown stays
  const failure = data || notOffered ? undefined : queryFailure(error)
  if (failure) throw failure
  return (
    <section aria-labelledby="allow-list-title">
      <SectionHeader title="API allow list" titleId="allow-list-title">
        {!notOffered && (
          <LinkButton variant="secondary" href={pb.allowListEdit()}>
            Edit allow list
          </LinkButton>
        )}
      </SectionHeader>
      <p>The sources that can reach the rack’s user-facing services: the API and this console.</p>
      {notOffered ? (
        <NotOfferedNotice what="an allow list" statusCode={error.statusCode} level={3} />
      ) : (
        <>
          <AllowListWarning level={3} />
          {data ? <AllowListProperties allowList={data} /> : <LoadingText what="allow list" />}
        </>
      )}
    </section>
  )
}

function AllowListProperties({ allowList }: { allowList: AllowList }) {
  const { allowedIps, timeModified } = reviveDates(allowList)
  return (
    <Properties label="Allow list">
      <Property label="Allowed sources">
        {allowedIps.allow === 'any' ? (
          ANY_SOURCE
        ) : (
          <ul aria-label="Allowed sources" style={listStyle}>
            {allowedIps.ips.map((net) => (
              <li key={net}>{net}</li>
            ))}
          </ul>
        )}
      </Property>
      <Property label="Last modified">
        <RelativeTime date={timeModified} />
      </Property>
    </Properties>
  )
}

const ICMP_ERROR_TITLE = 'Could not change inbound ICMP'

function InboundIcmpSection() {
  const { data, error } = useNetworkingInboundIcmpViewQuery()
  const [update, { isLoading }] = useNetworkingInboundIcmpUpdateMutation()
  const notOffered = isNotOffered(error)
  const failure = notOffered ? undefined : queryFailure(error)
  if (failure) throw failure
  const setEnabled = (enabled: boolean) => update({ serviceIcmpConfig: { enabled } }).unwrap()
  const onChange = (enabled: boolean) => {
    if (enabled) {
      void mutateWithToast({
        run: () => setEnabled(true),
        success: 'Inbound ICMP allowed',
        errorTitle: ICMP_ERROR_TITLE,
      })
      return
    }
    // blocking narrows what reaches the services: asked first
    void confirmAction({
      title: 'Block inbound ICMP',
      content:
        'Are you sure you want the API services to drop every inbound ICMP message? Without ' +
        'them the services cannot discover the path MTU, and clients on networks with a ' +
        'smaller MTU may see their connections stall.',
      actionLabel: 'Block',
      errorTitle: ICMP_ERROR_TITLE,
      action: async () => {
        await setEnabled(false)
        addToast({ content: 'Inbound ICMP blocked' })
      },
    })
  }
  return (
    <section aria-labelledby="inbound-icmp-title">
      <SectionHeader title="Inbound ICMP" titleId="inbound-icmp-title" />
      <p>
        When allowed, the API services receive ICMP destination unreachable (port unreachable and
        fragmentation needed), redirect and time exceeded messages, so they can discover the path
        MTU and cope with fragmentation. When blocked, every inbound ICMP message is dropped.
      </p>
      {notOffered ? (
        <NotOfferedNotice what="an inbound ICMP setting" statusCode={error.statusCode} level={3} />
      ) : data ? (
        <Switch isSelected={data.enabled} isDisabled={isLoading} onChange={onChange}>
          Allow inbound ICMP
        </Switch>
      ) : (
        <LoadingText what="inbound ICMP" />
      )}
    </section>
  )
}

export default function NetworkAccessPage() {
  return (
    <>
      <PageHeader title="Network Access" info={areaInfo.networkAccess} />
      <AllowListSection />
      <InboundIcmpSection />
    </>
  )
}
