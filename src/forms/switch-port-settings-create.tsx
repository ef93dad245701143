/**
 * `system/networking/switch-port-settings-new`: switch port settings (SwitchPortSettingsCreate)
 * for a port's first link, `phy0` (the only one of a port not broken out): its speed, error
 * correction, MTU, autonegotiation and LLDP; an optional VLAN the link's interface, addresses,
 * routes and BGP peers share, and whether the interface has IPv6 (SwitchInterfaceConfigCreate's
 * `v6_enabled`: a link-local address); the addresses (each drawn from an address lot), the routes
 * and the BGP peers, each peer with its timers (BgpPeer's, in seconds; the routing daemon's usual
 * ones to start with). Addresses, prefixes and gateways are IPv4 or IPv6, as the contract's
 * IpNet and IpAddr are. Checked here: the name, the MTU (a u16), the VLAN id (IEEE 802.1Q's 1 to
 * 4094), addresses and prefixes (SPEC §5), ASNs (1 to 4294967295) and the peers' timers
 * (rack-network-validation.ts); whether a lot holds an address only the server knows, and its
 * refusal shows on the form.
 */
import { useLocation } from 'wouter'
import { array, boolean, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { FieldArrayRows } from '@/components/form/FieldArrayRows'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import {
  BGP_TIMER_MAX,
  keepaliveProblem,
  validateAsn,
  validateHoldTime,
  validateVlan,
  wholeNumberValidator,
} from '@/util/rack-network-validation'
import { cidrSchema, ipSchema, nameSchema, stringSchema } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import type {
  BgpPeer,
  LinkFec,
  LinkSpeed,
  SwitchPortGeometry,
  SwitchPortSettingsCreate,
} from '~/store/api'
import {
  useNetworkingAddressLotListQuery,
  useNetworkingBgpConfigListQuery,
  useNetworkingSwitchPortSettingsCreateMutation,
} from '~/store/api/system-networking'

/** The link every port has: a port not broken out has only this one (LinkConfigCreate.link_name). */
const LINK = 'phy0'
/** The most an MTU can say (LinkConfigCreate.mtu, a u16). */
const MAX_MTU = 65_535

export const geometryLabel: Record<SwitchPortGeometry, string> = {
  qsfp28x1: 'One QSFP28 link of four lanes',
  qsfp28x2: 'Two QSFP28 links of two lanes',
  sfp28x4: 'Four SFP28 links of one lane',
}

const speedLabel: Record<LinkSpeed, string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
}

/** LinkFec, or none asked: the standard one for the media (LinkConfigCreate.fec). */
const fecLabel: Record<LinkFec | 'auto', string> = {
  auto: 'The media’s standard',
  rs: 'Reed-Solomon',
  firecode: 'Firecode',
  none: 'None',
}

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }))

interface AddressValues {
  addressLot: string
  address: string
}
interface RouteValues {
  destination: string
  gateway: string
}
interface PeerValues {
  address: string
  bgpConfig: string
  remoteAsn: string
  holdSeconds: string
  keepalive: string
  idleHoldSeconds: string
  connectRetry: string
  delayOpen: string
}

/** A peer's timer fields in the order a BGP session uses them, with what each one means. */
const PEER_TIMER_FIELDS: [keyof PeerValues, string, string][] = [
  [
    'holdSeconds',
    'Hold time',
    'Seconds without a message before the session is dropped; 0 for none.',
  ],
  [
    'keepalive',
    'Keepalive',
    'Seconds between keepalives; less than the hold time, usually a third of it.',
  ],
  [
    'idleHoldSeconds',
    'Idle hold time',
    'Seconds the peer stays idle before a new session is tried.',
  ],
  ['connectRetry', 'Connect retry', 'Seconds between TCP connection attempts.'],
  [
    'delayOpen',
    'Delay open',
    'Seconds to wait after the TCP connection before sending the OPEN message.',
  ],
]

/**
 * A new peer's timers: those the rack's routing daemon is usually run with (seconds): hold 6,
 * keepalive 2, idle hold 3, connect retry 3, no open delay.
 */
export const newPeer = (): PeerValues => ({
  address: '',
  bgpConfig: '',
  remoteAsn: '',
  holdSeconds: '6',
  keepalive: '2',
  idleHoldSeconds: '3',
  connectRetry: '3',
  delayOpen: '0',
})

/** A peer's timers other than the hold time: whole seconds up to BGP_TIMER_MAX. */
const timerSchema = (label: string) => stringSchema(label, wholeNumberValidator(0, BGP_TIMER_MAX))

interface Values {
  name: string
  description: string
  geometry: string
  speed: string
  fec: string
  mtu: string
  autoneg: boolean
  lldp: boolean
  vlan: string
  v6Enabled: boolean
  addresses: AddressValues[]
  routes: RouteValues[]
  peers: PeerValues[]
}

export const portSettingsSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  geometry: stringSchema('Geometry'),
  speed: stringSchema('Speed'),
  fec: stringSchema('Error correction'),
  mtu: stringSchema('MTU', wholeNumberValidator(1, MAX_MTU)),
  autoneg: boolean().default(false),
  lldp: boolean().default(true),
  vlan: stringSchema('VLAN ID', validateVlan, { required: false }),
  v6Enabled: boolean().default(false),
  addresses: array().of(
    object({ addressLot: stringSchema('Address lot'), address: cidrSchema('Address') }),
  ),
  routes: array().of(
    object({ destination: cidrSchema('Destination'), gateway: ipSchema('Gateway') }),
  ),
  peers: array().of(
    object({
      address: ipSchema('Peer address'),
      bgpConfig: stringSchema('BGP configuration'),
      remoteAsn: stringSchema('Remote ASN', validateAsn, { required: false }),
      holdSeconds: stringSchema('Hold time', validateHoldTime),
      keepalive: timerSchema('Keepalive').test('below-hold', (keepalive, context) => {
        const message = keepaliveProblem(
          keepalive ?? '',
          (context.parent as PeerValues).holdSeconds,
        )
        return message ? context.createError({ message }) : true
      }),
      idleHoldSeconds: timerSchema('Idle hold time'),
      connectRetry: timerSchema('Connect retry'),
      delayOpen: timerSchema('Delay open'),
    }),
  ),
})

/** A peer with its timers as entered; no filtering either way. */
const peerOf = (peer: PeerValues, vlanId: number | null): BgpPeer => ({
  addr: { type: 'numbered', ip: peer.address.trim() },
  bgpConfig: peer.bgpConfig,
  allowedExport: { type: 'no_filtering' },
  allowedImport: { type: 'no_filtering' },
  communities: [],
  connectRetry: Number(peer.connectRetry.trim()),
  delayOpen: Number(peer.delayOpen.trim()),
  enforceFirstAs: false,
  holdTime: Number(peer.holdSeconds.trim()),
  idleHoldTime: Number(peer.idleHoldSeconds.trim()),
  keepalive: Number(peer.keepalive.trim()),
  remoteAsn: peer.remoteAsn.trim() ? Number(peer.remoteAsn.trim()) : null,
  vlanId,
})

/** The form's values as the contract's body: everything on `phy0`, tagged with the VLAN if any. */
export function settingsBody(values: Values): SwitchPortSettingsCreate {
  const vlanId = values.vlan.trim() ? Number(values.vlan.trim()) : null
  return {
    name: values.name,
    description: values.description.trim(),
    portConfig: { geometry: values.geometry as SwitchPortGeometry },
    links: [
      {
        linkName: LINK,
        speed: values.speed as LinkSpeed,
        fec: values.fec === 'auto' ? null : (values.fec as LinkFec),
        mtu: Number(values.mtu.trim()),
        autoneg: values.autoneg,
        lldp: { enabled: values.lldp },
      },
    ],
    interfaces: [
      {
        linkName: LINK,
        kind: vlanId === null ? { type: 'primary' } : { type: 'vlan', vid: vlanId },
        v6Enabled: values.v6Enabled,
      },
    ],
    addresses: [
      {
        linkName: LINK,
        addresses: values.addresses.map((row) => ({
          address: row.address.trim(),
          addressLot: row.addressLot,
          vlanId,
        })),
      },
    ],
    routes: [
      {
        linkName: LINK,
        routes: values.routes.map((row) => ({
          dst: row.destination.trim(),
          gw: row.gateway.trim(),
          vid: vlanId,
        })),
      },
    ],
    bgpPeers: values.peers.length
      ? [{ linkName: LINK, peers: values.peers.map((peer) => peerOf(peer, vlanId)) }]
      : [],
  }
}

export const initialPortSettings: Values = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  speed: 'speed100_g',
  fec: 'auto',
  mtu: '1500',
  autoneg: false,
  lldp: true,
  vlan: '',
  v6Enabled: false,
  addresses: [],
  routes: [],
  peers: [],
}

export default function SwitchPortSettingsCreateForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.switchPorts())
  const [create] = useNetworkingSwitchPortSettingsCreateMutation()
  const lots = useNetworkingAddressLotListQuery(wholeListArgs({}))
  const configs = useNetworkingBgpConfigListQuery(wholeListArgs({}))
  const lotOptions = (lots.data?.items ?? []).map((lot) => ({ value: lot.name, label: lot.name }))
  const configOptions = (configs.data?.items ?? []).map((config) => ({
    value: config.name,
    label: `${config.name} (ASN ${config.asn})`,
  }))
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="port settings"
      kind="create"
      initialValues={initialPortSettings}
      validationSchema={portSettingsSchema}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        const created = await create({ switchPortSettingsCreate: settingsBody(values) }).unwrap()
        addToast({ content: `Port settings ${created.name} created` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <PickerField name="geometry" label="Geometry" isRequired options={options(geometryLabel)} />
      <h3 className="form-section-title">Link</h3>
      <PickerField name="speed" label="Speed" isRequired options={options(speedLabel)} />
      <PickerField name="fec" label="Error correction" isRequired options={options(fecLabel)} />
      <TextField name="mtu" label="MTU" isRequired description="Bytes; 1500 for most uplinks." />
      <SwitchField name="autoneg" label="Autonegotiation" />
      <SwitchField name="lldp" label="LLDP" />
      <TextField
        name="vlan"
        label="VLAN ID"
        description="1 to 4094; the link’s addresses, routes and peers are then tagged with it. Empty for untagged."
      />
      <SwitchField name="v6Enabled" label="IPv6 link-local address" />
      <h3 className="form-section-title">Addresses</h3>
      <FieldArrayRows<AddressValues>
        name="addresses"
        item="address"
        add={[{ label: 'Add address', row: () => ({ addressLot: '', address: '' }) }]}
        empty={<p className="form-hint">The link has no address of its own.</p>}
      >
        {(_, index) => (
          <>
            <PickerField
              name={`addresses.${index}.addressLot`}
              label="Address lot"
              isRequired
              options={lotOptions}
              isLoading={lots.isLoading}
            />
            <TextField
              name={`addresses.${index}.address`}
              label="Address"
              isRequired
              description="With its prefix length, e.g. 198.51.100.2/30."
            />
          </>
        )}
      </FieldArrayRows>
      <h3 className="form-section-title">Routes</h3>
      <FieldArrayRows<RouteValues>
        name="routes"
        item="route"
        add={[{ label: 'Add route', row: () => ({ destination: '', gateway: '' }) }]}
        empty={<p className="form-hint">No static routes: routes come from BGP, if any.</p>}
      >
        {(_, index) => (
          <>
            <TextField
              name={`routes.${index}.destination`}
              label="Destination"
              isRequired
              description="e.g. 0.0.0.0/0 for the default route."
            />
            <TextField name={`routes.${index}.gateway`} label="Gateway" isRequired />
          </>
        )}
      </FieldArrayRows>
      <h3 className="form-section-title">BGP peers</h3>
      <FieldArrayRows<PeerValues>
        name="peers"
        item="BGP peer"
        add={[{ label: 'Add BGP peer', row: newPeer }]}
        empty={<p className="form-hint">The link peers with no router.</p>}
      >
        {(_, index) => (
          <div className="port-peer-fields">
            <TextField name={`peers.${index}.address`} label="Peer address" isRequired />
            <PickerField
              name={`peers.${index}.bgpConfig`}
              label="BGP configuration"
              isRequired
              options={configOptions}
              isLoading={configs.isLoading}
            />
            <TextField
              name={`peers.${index}.remoteAsn`}
              label="Remote ASN"
              description="The peer must have this ASN; empty to take any."
            />
            {PEER_TIMER_FIELDS.map(([field, label, description]) => (
              <TextField
                key={field}
                name={`peers.${index}.${field}`}
                label={label}
                isRequired
                description={description}
              />
            ))}
          </div>
        )}
      </FieldArrayRows>
    </SideModalForm>
  )
}
