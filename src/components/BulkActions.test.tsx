import { Provider } from '@react-spectrum/s2/Provider'
import { fireEvent, render, screen } from '@testing-library/react'
import { planBulkAction } from '~/machines/bulk-action'
import { type InstanceAction, instanceRules } from '~/machines/instance-rules'
import type { InstanceState } from '~/store/api'
import {
  type BulkAction,
  BulkActionBar,
  BulkConfirmContent,
  type BulkVerb,
  bulkOutcomeToast,
  nameList,
} from './BulkActions'

const noun = { one: 'instance', other: 'instances' }
const verbs: Record<'start' | 'stop' | 'delete', BulkVerb> = {
  start: { label: 'Start', verb: 'start', past: 'Started' },
  stop: { label: 'Stop', verb: 'stop', past: 'Stopped' },
  delete: { label: 'Delete', verb: 'delete', past: 'Deleted' },
}

/** Rows as the seeds name them: web-01 is running, state-* are in their state. */
const seeded: Record<string, InstanceState> = {
  'web-01': 'running',
  'state-stopped': 'stopped',
  'state-stopping': 'stopping',
  'state-failed': 'failed',
}
const rowsOf = (names: string[]) => names.map((name) => ({ name, runState: seeded[name] }))

const planOf = (action: InstanceAction, names: string[]) =>
  planBulkAction(instanceRules, action, rowsOf(names), (row) => row.runState)

function renderBar(names: string[], onPress = vi.fn()) {
  const actions: BulkAction[] = (['start', 'stop', 'delete'] as const).map((action) => ({
    id: action,
    verb: verbs[action],
    plan: planOf(action, names),
    onPress: () => onPress(action),
  }))
  render(
    <Provider locale="en-US">
      <BulkActionBar
        label="Selected instances"
        noun={noun}
        selectedCount={names.length}
        actions={actions}
      />
    </Provider>,
  )
  return onPress
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('BulkActionBar: each action enabled when one selected row allows it', () => {
  test.each<[string[], string, [string, string | undefined][]]>([
    [
      ['web-01', 'state-stopped'],
      '2 selected',
      [
        ['Start 1 of 2 selected', undefined],
        ['Stop 1 of 2 selected', undefined],
        ['Delete 1 of 2 selected', undefined],
      ],
    ],
    [
      ['web-01', 'state-stopping'],
      '2 selected',
      [
        ['Start selected', 'Only stopped or failed instances can be started'],
        ['Stop 1 of 2 selected', undefined],
        ['Delete selected', 'Only stopped or failed instances can be deleted'],
      ],
    ],
    [
      ['state-stopped', 'state-failed'],
      '2 selected',
      [
        ['Start selected', undefined],
        ['Stop 1 of 2 selected', undefined],
        ['Delete selected', undefined],
      ],
    ],
    [
      [],
      'No instances selected',
      [
        ['Start selected', 'Select instances first'],
        ['Stop selected', 'Select instances first'],
        ['Delete selected', 'Select instances first'],
      ],
    ],
  ])('%j', (names, count, expected) => {
    renderBar(names)
    expect(screen.getByRole('region', { name: 'Selected instances' }).textContent).toContain(count)
    for (const [name, reason] of expected) {
      const shown = button(name)
      expect(shown.disabled).toBe(reason !== undefined)
      if (reason === undefined) {
        expect(shown.getAttribute('aria-describedby')).toBeNull()
        continue
      }
      // the reason is the button's description, and (with rows selected) behind its help button
      expect(
        document.getElementById(shown.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(reason)
      const verb = name.split(' ')[0]
      const help = screen.queryByRole('button', { name: `${verb} unavailable Help` })
      expect(help === null).toBe(names.length === 0)
    }
  })

  test("a disabled action's help button shows its reason", async () => {
    renderBar(['web-01', 'state-stopping'])
    fireEvent.click(screen.getByRole('button', { name: 'Start unavailable Help' }))
    expect(
      (await screen.findByRole('dialog', { name: 'Start unavailable' })).textContent,
    ).toContain('Only stopped or failed instances can be started')
  })

  test('a press runs the action the button names', () => {
    const onPress = renderBar(['web-01', 'state-stopped'])
    fireEvent.click(button('Stop 1 of 2 selected'))
    expect(onPress).toHaveBeenCalledWith('stop')
  })
})

describe('BulkActionBar on a phone: the same actions as the items of one menu', () => {
  const openMenu = async () => {
    fireEvent.click(button('Actions for selected instances'))
    await screen.findAllByRole('menuitem')
  }

  /** An item's description, where a disabled item says why. */
  const descriptionOf = (item: HTMLElement) =>
    (item.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join('')

  test.each<[string[], [string, string | undefined][]]>([
    [
      ['web-01', 'state-stopping'],
      [
        ['Start selected', 'Only stopped or failed instances can be started'],
        ['Stop 1 of 2 selected', undefined],
        ['Delete selected', 'Only stopped or failed instances can be deleted'],
      ],
    ],
    [
      [],
      [
        ['Start selected', 'Select instances first'],
        ['Stop selected', 'Select instances first'],
        ['Delete selected', 'Select instances first'],
      ],
    ],
  ])('%j', async (names, expected) => {
    renderBar(names)
    await openMenu()
    expect(screen.getAllByRole('menuitem')).toHaveLength(expected.length)
    for (const [name, reason] of expected) {
      const item = screen.getByRole('menuitem', { name })
      expect(item.getAttribute('aria-disabled') === 'true').toBe(reason !== undefined)
      expect(descriptionOf(item)).toBe(reason ?? '')
    }
  })

  test('an item runs the action it names', async () => {
    const onPress = renderBar(['web-01', 'state-stopped'])
    await openMenu()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Stop 1 of 2 selected' }))
    expect(onPress).toHaveBeenCalledWith('stop')
  })
})

/** The confirm's question, whose names are elements of their own (kept whole: whole-names.tsx). */
const question = () => screen.getByText(/^Are you sure you want to/)

describe('BulkConfirmContent: what will be acted on and what skipped, with why', () => {
  test('lists the rows acted on and each skipped row with its reason', () => {
    render(
      <BulkConfirmContent
        verb={verbs.stop}
        noun={noun}
        plan={planOf('stop', ['web-01', 'state-stopped', 'state-stopping'])}
        nameOf={(row) => row.name}
      />,
    )
    expect(question().textContent).toBe('Are you sure you want to stop 1 instance: web-01?')
    expect(screen.getByText('Skipped: 2 instances')).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe(
      'state-stopped, state-stopping: Only running, starting, rebooting or failed instances can be stopped',
    )
  })

  test('says nothing of skipping when every selected row is acted on', () => {
    render(
      <BulkConfirmContent
        verb={verbs.delete}
        noun={noun}
        plan={planOf('delete', ['state-stopped', 'state-failed'])}
        nameOf={(row) => row.name}
      />,
    )
    expect(question().textContent).toBe(
      'Are you sure you want to delete 2 instances: state-stopped, state-failed?',
    )
    expect(screen.queryByText(/Skipped/)).toBeNull()
  })
})

describe('bulkOutcomeToast: how many succeeded and failed', () => {
  const forbidden = { name: 'fail-403', message: 'Action not authorized' }
  test.each([
    [['web-01'], [], { content: 'Stopped 1 instance: web-01' }],
    [['web-01', 'web-02'], [], { content: 'Stopped 2 instances: web-01, web-02' }],
    [
      ['state-stopped'],
      [forbidden],
      {
        variant: 'error',
        title: 'Could not stop 1 of 2 instances',
        content: 'fail-403: Action not authorized. Stopped 1 instance: state-stopped',
      },
    ],
    [
      [],
      [forbidden],
      {
        variant: 'error',
        title: 'Could not stop 1 instance',
        content: 'fail-403: Action not authorized',
      },
    ],
    [
      [],
      [forbidden, { name: 'web-02', message: 'Unknown server error' }],
      {
        variant: 'error',
        title: 'Could not stop 2 instances',
        content: 'fail-403: Action not authorized; web-02: Unknown server error',
      },
    ],
  ])('%j succeeded, %j failed', (succeeded, failed, toast) => {
    expect(bulkOutcomeToast(verbs.stop, noun, succeeded, failed)).toEqual(toast)
  })
})

describe('nameList', () => {
  test.each([
    [['a'], 'a'],
    [['a', 'b', 'c'], 'a, b, c'],
    [
      Array.from({ length: 12 }, (_, index) => `i${index}`),
      'i0, i1, i2, i3, i4, i5, i6, i7, i8, i9 and 2 more',
    ],
  ])('%j', (names, text) => {
    expect(nameList(names)).toBe(text)
  })
})
