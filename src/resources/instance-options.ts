/**
 * An instance as an option of a picker that chooses one for an action (TargetPickerField.tsx):
 * named with its run state, so the user sees why the ones left out are left out, and refused
 * with the rule table's reason when its state does not allow the action (machines/*-rules.ts).
 */
import type { PickerOption } from '@/components/form/PickerField'
import type { Instance, InstanceState } from '~/store/api'

export type InstanceCandidate = Pick<Instance, 'id' | 'name' | 'runState'>

/** 'db1 (stopped)'. */
export const instanceOptionLabel = (instance: Pick<Instance, 'name' | 'runState'>) =>
  `${instance.name} (${instance.runState})`

/**
 * Every instance as an option, its value the instance's `key`: the id where the request takes
 * any NameOrId (no project selector needed), the name where the contract takes a Name (a route's
 * target). `reasonOf` is the rule: why the run state does not allow the action, or undefined.
 */
export const instanceOptions = (
  instances: readonly InstanceCandidate[],
  reasonOf: (runState: InstanceState) => string | undefined,
  key: 'id' | 'name' = 'id',
): PickerOption[] =>
  instances.map((instance) => ({
    value: instance[key],
    label: instanceOptionLabel(instance),
    disabledReason: reasonOf(instance.runState),
  }))
