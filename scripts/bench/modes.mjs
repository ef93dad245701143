// A mode's runs: the production or the preview build, each scenario --runs times (or the one
// diagnostic --waterfall or --profile asks for); the A/B is reference.mjs's.
import { delayFor } from './args.mjs'
import { SCALE, WALK } from './config.mjs'
import { untilQuiet } from './load.mjs'
import { benchMockReference, benchReference } from './reference.mjs'
import {
  clickWithoutHover,
  coldInstances,
  coldProjects,
  walkLists,
} from './scenarios/cold-loads.mjs'
import {
  profileClick,
  profileProjects,
  profileScale,
  profileScaleIdle,
  profileWarm,
} from './scenarios/profiles.mjs'
import { scaleIdlePolling, scaleList } from './scenarios/scale.mjs'
import { timelineProjects, waterfallProjects } from './scenarios/traces.mjs'
import { previewTarget, productionTarget } from './targets.mjs'

/**
 * One mode's result: each scenario's figures from --runs runs, or the one diagnostic --waterfall
 * or --profile asks for; the A/B's (`reference`) from reference.mjs.
 */
export async function benchMode(mode, options, cleanups) {
  if (mode === 'reference') {
    return options.reference.mode === 'preview'
      ? benchMockReference(options, cleanups)
      : benchReference(options, cleanups)
  }
  console.log(`\n${mode}: building and starting servers`)
  const delay = delayFor(mode, options.delay)
  const target =
    mode === 'production'
      ? await productionTarget({ ...options, delay }, cleanups)
      : await previewTarget({ ...options, delay }, cleanups)
  if (options.profile === 'projects') {
    return {
      mode,
      note: target.note,
      profiles: { 'cold /projects to the first row': await profileProjects(target) },
    }
  }
  if (options.waterfall) {
    const { cold, warm, click } = await waterfallProjects(target)
    return {
      mode,
      note: target.note,
      waterfall: {
        'cold /projects': cold,
        'warm reload': warm,
        'instance click → storage row': click,
      },
    }
  }
  if (options.profile === 'click') {
    return {
      mode,
      note: target.note,
      profiles: { 'instance click → storage row (hovered)': await profileClick(target) },
    }
  }
  if (options.profile === 'warm') {
    return {
      mode,
      note: target.note,
      profiles: { 'warm reload of /projects to the first row': await profileWarm(target) },
    }
  }
  if (options.profile === 'scale') {
    const profiles = await profileScale(target)
    // the preview's mock has no rows to put in transition from here
    if (mode === 'production') {
      profiles['1,000 instances moving: idle polling'] = await profileScaleIdle(target)
    }
    return { mode, note: target.note, profiles }
  }
  if (options.profile === 'timeline' || options.profile === 'timeline-warm') {
    const warm = options.profile === 'timeline-warm'
    return { mode, note: target.note, warm, timeline: await timelineProjects(target, { warm }) }
  }
  const runs = { projects: [], instances: [], unhovered: [], scale: [], idle: [], walk: [] }
  for (let run = 1; run <= options.runs; run++) {
    // a run that fails is left out of the figures (the table's `runs` column says how many count)
    const measure = async (list, what, scenario, group = list) => {
      if (options.only && runs[options.only] !== group) return
      console.log(`${mode}: run ${run}/${options.runs}: ${what} (${await untilQuiet()})`)
      try {
        list.push(await scenario(target))
      } catch (err) {
        console.log(`${mode}: run ${run}/${options.runs}: ${what} failed: ${err.message}`)
      }
    }
    await measure(runs.projects, 'cold /projects, warm reload', coldProjects)
    await measure(runs.instances, 'cold instances, hovered click to storage', coldInstances)
    await measure(
      runs.unhovered,
      'cold instances, click to storage, no hover',
      clickWithoutHover,
      runs.instances,
    )
    await measure(runs.scale, `${SCALE.project}: 1,000 instances, scroll, sort, bulk`, scaleList)
    if (mode === 'production') {
      await measure(
        runs.idle,
        `${SCALE.project}: 1,000 instances moving, idle polling`,
        scaleIdlePolling,
        runs.scale,
      )
      await measure(runs.walk, `walk: /projects and ${WALK.length} lists`, walkLists)
    }
  }
  return { mode, note: target.note, runs }
}
