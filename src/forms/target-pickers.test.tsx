import { act, fireEvent, screen, within } from '@testing-library/react'
import { targetChoices, targetNote } from '@/components/form/TargetPickerField'
import { diskTargets, diskTargetWords } from '@/resources/disk-ui'
import { renderWithStore } from '@/testing/render-with-store'
import { instanceRunStates } from '~/machines/instance-rules'
import type { Disk, FloatingIp, InstanceState } from '~/store/api'
import { memberOptions, memberTargetWords } from './affinity-group-member-add'
import {
  InstanceAttachForm,
  instanceTargets,
  instanceTargetWords,
} from './floating-ip-instance-attach'
import {
  FloatingIpAttachForm,
  floatingIpTargets,
  floatingIpTargetWords,
} from './instance-floating-ip-attach'

const instance = (runState: InstanceState) => ({
  id: `id-${runState}`,
  name: `vm-${runState}`,
  runState,
  autoRestartEnabled: false,
})
const everyState = instanceRunStates.map(instance)

const EXTERNAL_IP_REASON = 'Only running or stopped instances can have external IPs attached'

describe('targetChoices and targetNote', () => {
  const words = { heldBack: (count: number) => `${count} left out`, none: 'None' }
  it.each([
    ['all pickable', [undefined, undefined], ['a', 'b'], undefined],
    ['one held back', [undefined, 'no'], ['a'], '1 left out'],
    ['all held back', ['no', 'no'], [], '2 left out'],
    ['no candidate at all', [], [], 'None'],
  ] as const)('%s', (_case, reasons, pickable, note) => {
    const candidates = reasons.map((disabledReason, index) => ({
      value: 'ab'[index] ?? '',
      label: 'ab'[index] ?? '',
      disabledReason,
    }))
    const choices = targetChoices(candidates)
    expect(choices.pickable.map((option) => option.value)).toEqual(pickable)
    expect(choices.heldBack).toBe(reasons.length - pickable.length)
    expect(targetNote(choices, words)).toBe(note)
  })
})

describe('the instances a floating IP can attach to (attachExternalIp)', () => {
  it.each(everyState.map((candidate) => [candidate.runState, candidate] as const))(
    '%s',
    (runState, candidate) => {
      const [option] = instanceTargets([candidate])
      const allowed = runState === 'running' || runState === 'stopped'
      expect(option).toEqual({
        value: candidate.id,
        label: `${candidate.name} (${runState})`,
        disabledReason: allowed ? undefined : EXTERNAL_IP_REASON,
      })
    },
  )

  it('counts the rest in the rule’s words', () => {
    const choices = targetChoices(instanceTargets(everyState))
    expect(choices.pickable.map((option) => option.label)).toEqual([
      'vm-running (running)',
      'vm-stopped (stopped)',
    ])
    expect(targetNote(choices, instanceTargetWords)).toBe(
      `8 instances cannot take an IP now. ${EXTERNAL_IP_REASON}.`,
    )
    expect(instanceTargetWords.heldBack(1)).toMatch(/^1 instance cannot take an IP now\./)
  })
})

describe('the floating IPs an instance can take (floating IP attach rule)', () => {
  const ip = (name: string, instanceId: string | null) =>
    ({ id: `id-${name}`, name, ip: '192.0.2.1', instanceId }) as FloatingIp
  it('offers the free ones and counts those held by an instance', () => {
    const choices = targetChoices(
      floatingIpTargets([ip('cola', null), ip('rootbeer', 'other'), ip('fanta', null)]),
    )
    expect(choices.pickable.map((option) => option.value)).toEqual(['id-cola', 'id-fanta'])
    expect(targetNote(choices, floatingIpTargetWords)).toBe(
      '1 floating IP is already attached to an instance.',
    )
    expect(floatingIpTargetWords.heldBack(2)).toBe(
      '2 floating IPs are already attached to instances.',
    )
  })
})

describe('the instances a group can take (addToAffinityGroup)', () => {
  it('offers stopped non-members; counts the others that are not members', () => {
    const choices = targetChoices(memberOptions(everyState, new Set(['id-failed'])))
    expect(choices.pickable.map((option) => option.value)).toEqual(['id-stopped'])
    expect(targetNote(choices, memberTargetWords)).toBe(
      '8 instances cannot join now. Only stopped instances can be added to an affinity or anti-affinity group.',
    )
  })
})

describe('the disks an instance can take (disk attach: creating or detached)', () => {
  const disk = (name: string, state: Disk['state']) => ({ name, state }) as Disk
  it('offers creating and detached disks, leaves its own out and counts the rest', () => {
    const disks = [
      disk('own', { state: 'attached', instance: 'me' }),
      disk('elsewhere', { state: 'attached', instance: 'other' }),
      disk('free', { state: 'detached' }),
      disk('new', { state: 'creating' }),
      disk('broken', { state: 'faulted' }),
    ]
    const choices = targetChoices(diskTargets(disks, 'me'))
    expect(choices.pickable.map((option) => option.value)).toEqual(['free', 'new'])
    expect(targetNote(choices, diskTargetWords)).toBe(
      '2 other disks cannot be attached now. Only creating or detached disks can be attached.',
    )
  })
})

/** The options the open picker lists, by name. */
async function openOptions(pickerName: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: pickerName }))
  })
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)
}

describe('the floating IP attach form (floating IPs page)', () => {
  it('lists only running and stopped instances, with the count of the rest under the field', async () => {
    renderWithStore(
      <InstanceAttachForm
        floatingIp={{ id: 'ip', name: 'cola-float', ip: '192.0.2.64' }}
        instances={everyState}
        onDismiss={() => undefined}
      />,
    )
    const note = `8 instances cannot take an IP now. ${EXTERNAL_IP_REASON}.`
    expect(screen.getByText(note)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Attach' }).hasAttribute('disabled')).toBe(false)
    expect(await openOptions(/Instance/)).toEqual(['vm-running (running)', 'vm-stopped (stopped)'])
  })

  it('with no instance to take it, says so and disables the submit with the reason', () => {
    renderWithStore(
      <InstanceAttachForm
        floatingIp={{ id: 'ip', name: 'cola-float', ip: '192.0.2.64' }}
        instances={[instance('failed'), instance('destroyed')]}
        onDismiss={() => undefined}
      />,
    )
    const note = screen.getByText(`2 instances cannot take an IP now. ${EXTERNAL_IP_REASON}.`)
    const submit = screen.getByRole('button', { name: 'Attach' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    expect(submit.getAttribute('aria-describedby')).toBe(note.id)
    expect(screen.getByRole('button', { name: /No instance can take an IP now/ })).toBeTruthy()
  })
})

describe('the floating IP attach form (instance networking tab)', () => {
  it('lists only free floating IPs, with the count of the rest', async () => {
    renderWithStore(
      <FloatingIpAttachForm
        instance={{ id: 'me', name: 'db1' }}
        floatingIps={[
          { id: 'a', name: 'cola-float', ip: '192.0.2.64', instanceId: null } as FloatingIp,
          { id: 'b', name: 'rootbeer-float', ip: '192.0.2.66', instanceId: 'x' } as FloatingIp,
        ]}
        onDismiss={() => undefined}
      />,
    )
    expect(screen.getByText('1 floating IP is already attached to an instance.')).toBeTruthy()
    expect(await openOptions(/Floating IP/)).toEqual(['cola-float (192.0.2.64)'])
  })
})
