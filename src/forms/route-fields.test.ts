// @vitest-environment node
import type { ValidationError } from 'yup'
import { targetNote } from '@/components/form/TargetPickerField'
import { instanceRunStates } from '~/machines/instance-rules'
import type { InstanceState, RouteDestination, RouteTarget } from '~/store/api'
import { offeredInstances } from './network-target-fields'
import {
  emptyRouteValues,
  mixedVersionsMessage,
  type RouteFormValues,
  routeBody,
  routeFormSchema,
  routeInstanceOffer,
  routeValueLabel,
} from './route-fields'

const values = (fields: Partial<RouteFormValues>): RouteFormValues => ({
  ...emptyRouteValues,
  name: 'to-gateway',
  destination: { type: 'ip_net', value: '0.0.0.0/0' },
  target: { type: 'internet_gateway', value: 'default' },
  ...fields,
})

/** The first message the schema gives for the values, or undefined when they pass. */
async function problem(form: RouteFormValues) {
  try {
    await routeFormSchema.validate(form)
    return undefined
  } catch (error) {
    return (error as { message: string }).message
  }
}

describe('routeFormSchema', () => {
  it.each<[string, Partial<RouteFormValues>, string | undefined]>([
    ['a valid route', {}, undefined],
    ['a drop target', { target: { type: 'drop', value: '' } }, undefined],
    [
      'an IPv6 target of an IPv6 destination',
      {
        destination: { type: 'ip_net', value: 'fd00::/64' },
        target: { type: 'ip', value: 'fd00::1' },
      },
      undefined,
    ],
    [
      'an IPv6 target of an IPv4 destination',
      { target: { type: 'ip', value: 'fd00::1' } },
      mixedVersionsMessage,
    ],
    [
      'an IPv4 target of an IPv6 destination address',
      {
        destination: { type: 'ip', value: ' fd00::5 ' },
        target: { type: 'ip', value: '10.0.0.1' },
      },
      mixedVersionsMessage,
    ],
    [
      'a gateway target of an IPv6 destination',
      { destination: { type: 'ip_net', value: 'fd00::/64' } },
      undefined,
    ],
    [
      'a named destination with an IPv6 target',
      { destination: { type: 'vpc', value: 'default' }, target: { type: 'ip', value: 'fd00::1' } },
      undefined,
    ],
    ['a missing name', { name: '' }, 'Name is required'],
    ['a bad name', { name: 'Bad' }, 'Must start with a lowercase letter'],
    ['a bad IP target', { target: { type: 'ip', value: '10.1.1' } }, 'Not a valid IP address'],
    ['an empty IP target', { target: { type: 'ip', value: ' ' } }, 'IP address is required'],
    [
      'a subnet without a width',
      { destination: { type: 'ip_net', value: '10.0.0.0' } },
      'Must contain an IP address and a width, separated by a /',
    ],
    [
      'a width that is not a number',
      { destination: { type: 'ip_net', value: '10.0.0.0/x' } },
      'Width must be an integer',
    ],
    [
      'too wide an IPv4 subnet',
      { destination: { type: 'ip_net', value: '10.0.0.0/33' } },
      'Max width for IPv4 is 32',
    ],
    [
      'too wide an IPv6 subnet',
      { destination: { type: 'ip_net', value: 'fd00::/129' } },
      'Max width for IPv6 is 128',
    ],
    [
      'an unpicked instance',
      { target: { type: 'instance', value: '' } },
      'Instance name is required',
    ],
    [
      'an unpicked subnet',
      { destination: { type: 'subnet', value: '' } },
      'Subnet name is required',
    ],
  ])('%s', async (_, fields, message) => {
    expect(await problem(values(fields))).toBe(message)
  })

  it('shows mixed IP versions on the target, where the user changes it', async () => {
    const error = await routeFormSchema
      .validate(values({ target: { type: 'ip', value: 'fd00::1' } }), { abortEarly: false })
      .catch((caught: ValidationError) => caught)
    expect((error as ValidationError).inner.map(({ path }) => path)).toEqual(['target.value'])
  })

  it('checks an emptied field as formik hands it over, undefined', async () => {
    const emptied = { ...values({}), destination: { type: 'ip_net', value: undefined } }
    expect(await problem(emptied as unknown as RouteFormValues)).toBe('IP subnet is required')
  })
})

describe('routeBody', () => {
  it.each<[string, Pick<RouteFormValues, 'destination' | 'target'>, ReturnType<typeof routeBody>]>([
    [
      'trims typed addresses',
      {
        destination: { type: 'ip', value: ' 10.0.0.1 ' },
        target: { type: 'ip', value: '10.1.1.1 ' },
      },
      { destination: { type: 'ip', value: '10.0.0.1' }, target: { type: 'ip', value: '10.1.1.1' } },
    ],
    [
      'sends drop without a value',
      { destination: { type: 'vpc', value: 'default' }, target: { type: 'drop', value: '' } },
      { destination: { type: 'vpc', value: 'default' }, target: { type: 'drop' } },
    ],
    [
      'keeps a picked name',
      { destination: { type: 'subnet', value: 'web' }, target: { type: 'instance', value: 'db1' } },
      { destination: { type: 'subnet', value: 'web' }, target: { type: 'instance', value: 'db1' } },
    ],
  ])('%s', (_, form, body) => {
    expect(routeBody(form)).toEqual(body)
  })
})

describe('routeValueLabel', () => {
  it.each<[RouteDestination | RouteTarget, string]>([
    [{ type: 'ip_net', value: '0.0.0.0/0' }, 'IP subnet 0.0.0.0/0'],
    [{ type: 'ip', value: '10.0.0.1' }, 'IP address 10.0.0.1'],
    [{ type: 'internet_gateway', value: 'default' }, 'Internet gateway default'],
    [{ type: 'subnet', value: 'web' }, 'VPC subnet web'],
    [{ type: 'instance', value: 'db1' }, 'Instance db1'],
    [{ type: 'vpc', value: 'default' }, 'VPC default'],
    [{ type: 'drop' }, 'Drop'],
  ])('%o reads %s', (value, label) => {
    expect(routeValueLabel(value)).toBe(label)
  })
})

describe("a route's instance target", () => {
  const instance = (runState: InstanceState) => ({
    id: `id-${runState}`,
    name: `vm-${runState}`,
    runState,
  })
  const everyState = instanceRunStates.map(instance)

  it('offers every instance that exists and is not creating or failed, by name with its state', () => {
    const choices = offeredInstances(everyState, routeInstanceOffer)
    expect(choices.pickable).toEqual(
      ['starting', 'running', 'stopping', 'stopped', 'rebooting', 'migrating', 'repairing'].map(
        (state) => ({ value: `vm-${state}`, label: `vm-${state} (${state})` }),
      ),
    )
    expect(targetNote(choices, routeInstanceOffer.words)).toBe(
      "3 instances not offered. Creating, failed and destroyed instances cannot be a route's target.",
    )
  })

  it('keeps the instance the route already targets, whatever its state now', () => {
    const choices = offeredInstances(everyState, routeInstanceOffer, 'vm-failed')
    expect(choices.pickable.map((option) => option.label)).toContain('vm-failed (failed)')
    expect(choices.heldBack).toBe(2)
  })

  it('says so when no instance can be targeted', () => {
    const choices = offeredInstances([instance('creating')], routeInstanceOffer)
    expect(choices.pickable).toEqual([])
    expect(targetNote(choices, routeInstanceOffer.words)).toBe(
      "1 instance not offered. Creating, failed and destroyed instances cannot be a route's target.",
    )
    expect(targetNote(offeredInstances([], routeInstanceOffer), routeInstanceOffer.words)).toBe(
      "No instance can be a route's target",
    )
  })
})
