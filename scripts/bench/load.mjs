// The machine's load before each run: the figures get noisy on a busy machine.
import os from 'node:os'

/** The load average's line before a run, with a warning above 2 (the figures get noisy). */
export function describeLoad(load) {
  return load > 2 ? `load ${load.toFixed(1)}: above 2, figures noisy` : `load ${load.toFixed(1)}`
}

/** Below this 1-minute load average a run starts; above it the figures get noisy. */
const QUIET_LOAD = 2
/** The longest a run waits for the machine to get quiet before it starts anyway, noted so. */
const QUIET_WAIT_MS = 90_000

/**
 * Waits, before a run, until the load average is below QUIET_LOAD (the measuring rule:
 * below 2 before each run): the bench's own browsers and servers push it to 3–4 on two cores, and
 * the 1-minute average takes 20–60 s to come down. Gives up after QUIET_WAIT_MS and says so in the
 * line it returns, which the run prints.
 */
export async function untilQuiet(
  load = () => os.loadavg()[0],
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => performance.now(),
) {
  const started = now()
  while (load() >= QUIET_LOAD && now() - started < QUIET_WAIT_MS) await sleep(2000)
  const waited = Math.round((now() - started) / 1000)
  const line = describeLoad(load())
  return waited > 0 ? `${line}, after ${waited} s waiting` : line
}
