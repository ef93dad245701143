/**
 * The instance sizes the new-instance form offers: a family (its memory per vCPU) times a count of
 * vCPUs, each inside the instance limits, and a custom size besides.
 */

export type PresetFamily = 'general' | 'highCpu' | 'highMemory'

export interface HardwarePreset {
  id: string
  family: PresetFamily
  ncpus: number
  /** GiB */
  memory: number
}

export const familyLabel: Record<PresetFamily, string> = {
  general: 'General purpose',
  highCpu: 'High CPU',
  highMemory: 'High memory',
}

/** GiB of memory per vCPU for each family: 1:4 general, 1:2 high CPU, 1:8 high memory. */
const memoryPerCpu: Record<PresetFamily, number> = { general: 4, highCpu: 2, highMemory: 8 }

/** The families in the order the form shows them. */
export const PRESET_FAMILIES = Object.keys(memoryPerCpu) as PresetFamily[]

/** What sets a family apart: '4 GiB per vCPU'. */
export const familyRatio = (family: PresetFamily) => `${memoryPerCpu[family]} GiB per vCPU`

const presetCpus = [1, 2, 4, 8, 16, 32, 64]

/** Every preset fits the instance limits (64 vCPUs, 1536 GiB). */
export const HARDWARE_PRESETS: HardwarePreset[] = PRESET_FAMILIES.flatMap((family) =>
  presetCpus.map((ncpus) => ({
    id: `${family}-${ncpus}`,
    family,
    ncpus,
    memory: ncpus * memoryPerCpu[family],
  })),
)

export const CUSTOM_PRESET = 'custom'

/** '1 vCPU', '2 vCPUs'. */
export const cpuCount = (ncpus: number) => `${ncpus} vCPU${ncpus === 1 ? '' : 's'}`

export const presetLabel = (preset: HardwarePreset) =>
  `${familyLabel[preset.family]}: ${cpuCount(preset.ncpus)}, ${preset.memory} GiB`

export const presetById = (id: string) => HARDWARE_PRESETS.find((preset) => preset.id === id)

export const DEFAULT_PRESET = 'general-2'
