/**
 * The instance's serial console (SPEC §2 "Also serial-console"): a terminal on the instance's
 * websocket, a status line (connecting / connected / closed with reason) and reconnect, over the
 * history pane (issue 49: everything this tab has seen of the output, across reboots). Only
 * offered in the instance machine's serial-console states (SPEC §4); in any other state the page
 * says why instead of connecting, and the history stays.
 *
 * A session first reads the buffered output (`instance_serial_console`): this boot's most recent
 * `HISTORY_LIMIT_BYTES`, or after a reconnect within the same boot, from where the last session
 * left off; then the stream carries on from there. When the stream ends because the instance
 * rebooted, the page reconnects once it is running again (SPEC §4: rebooting keeps the console)
 * and marks the reboot in the history.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useActorRef, useSelector } from '@xstate/react'
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import { useEffect, useRef, useState } from 'react'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { usePreviewTools } from '@/hooks/use-preview-tools'
import { useInstanceParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { type InstanceRow, InstanceStateBadge } from '@/resources/instance-ui'
import { useInstance } from '@/resources/use-instance'
import { inspectOption } from '~/machines/inspect'
import { type InstanceActorRef, runsNewBootSince } from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import { serialConsoleMachine, serialConsoleStatus } from '~/machines/serial-console.machine'
import { CLOSED_BY_USER } from '~/machines/serial-console-close'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ } from '~/store/api'
import { readSerialConsole } from '~/store/api/instances'
import { useInstanceMachine } from './InstanceLayout'
import { SerialHistoryPane } from './SerialHistoryPane'
import { serialConsoleSocket, serialConsoleUrl } from './serial-console-socket'
import { appendText, HISTORY_LIMIT_BYTES, markReboot, plainText } from './serial-history'
import { type HistoryStore, historyOf } from './serial-history-store'

/** What the status line says while the console waits for a rebooting instance. */
const WAITING_FOR_REBOOT = 'The instance is rebooting; the console reconnects once it is running.'

interface SessionProps {
  project: string
  instance: InstanceRow
  history: HistoryStore
  /** Why the buffered output could not be read (the pane says so), or undefined. */
  onBufferedRead: (error: unknown) => void
  /** The instance's machine, synced from the store: whether it runs a new boot. */
  instanceActor: InstanceActorRef
}

function ConsoleSession({
  project,
  instance,
  history,
  onBufferedRead,
  instanceActor,
}: SessionProps) {
  const terminalElement = useRef<HTMLDivElement>(null)
  const preview = usePreviewTools()
  const dispatch = useAppDispatch()
  /**
   * Where this boot's output stands: the offset the last read started at and the bytes shown
   * since; no start before the first read of a boot.
   */
  const boot = useRef<{ start?: number; shown: number }>({ shown: 0 })
  const readBuffered = async () => {
    const { start, shown } = boot.current
    try {
      const answer = await readSerialConsole({
        project,
        instance: instance.name,
        ...(start === undefined
          ? { mostRecent: HISTORY_LIMIT_BYTES }
          : { fromStart: start + shown, maxBytes: HISTORY_LIMIT_BYTES }),
      })
      boot.current = { start: answer.lastByteOffset - answer.data.length, shown: 0 }
      onBufferedRead(undefined)
      return new Uint8Array(answer.data)
    } catch (error) {
      onBufferedRead(error)
      return new Uint8Array()
    }
  }
  const actor = useActorRef(
    serialConsoleMachine.provide({
      actors: { socket: serialConsoleSocket(preview?.openSerialConsole, readBuffered) },
    }),
    { input: { url: serialConsoleUrl(project, instance.name) }, inspect: inspectOption() },
  )
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('closed')
      ? ('closed' as const)
      : snapshot.hasTag('live')
        ? ('connected' as const)
        : ('connecting' as const),
  )
  const closeReason = useSelector(actor, (snapshot) => snapshot.context.closeReason)

  // the stream ended by itself: the instance may have rebooted, which a fresh read says; the
  // console waits until the instance machine runs a boot newer than the one it streamed
  // (docs/architecture.md "Machines": the UI asks the machine)
  const runStateSince = useSelector(instanceActor, (snapshot) => snapshot.context.runStateSince)
  const streamedSince = useRef(runStateSince)
  const [waiting, setWaiting] = useState<{ since: string | null; closedAt: Date } | null>(null)
  const rebooted = useSelector(
    instanceActor,
    (snapshot) => waiting !== null && runsNewBootSince(snapshot, waiting.since),
  )
  useEffect(() => {
    if (phase === 'connected') streamedSince.current = runStateSince
  }, [phase, runStateSince])
  useEffect(() => {
    let wasClosed = actor.getSnapshot().matches('closed')
    const subscription = actor.subscribe((snapshot) => {
      const closed = snapshot.matches('closed')
      if (closed && !wasClosed && snapshot.context.closeReason !== CLOSED_BY_USER) {
        const since = streamedSince.current
        setWaiting((already) => already ?? { since, closedAt: new Date() })
        void dispatch(
          api.endpoints.instanceView.initiate({ project, instance: instance.name }, FRESH_READ),
        )
      }
      wasClosed = closed
    })
    return () => subscription.unsubscribe()
  }, [actor, dispatch, project, instance.name])
  useEffect(() => {
    if (!waiting || !rebooted) return
    history.update((kept) => markReboot(kept, waiting.closedAt))
    // a new boot's output starts again from its first byte
    boot.current = { shown: 0 }
    setWaiting(null)
    actor.send({ type: 'console.reconnect' })
  }, [waiting, rebooted, history, actor])

  useEffect(() => {
    const element = terminalElement.current
    if (!element) return
    const terminal = new Terminal({
      convertEol: false,
      cursorBlink: true,
      fontFamily: '"GT America Mono", ui-monospace, monospace',
      fontSize: 14,
      // the helper textarea and rows are exposed to assistive technology
      screenReaderMode: true,
    })
    const fit = new FitAddon()
    terminal.loadAddon(fit)
    terminal.open(element)
    fit.fit()
    terminal.focus()
    // one decoder for the whole stream: a character may be split between two frames
    const decoder = new TextDecoder()
    const output = actor.on('console.output', (event) => {
      terminal.write(event.data)
      boot.current.shown += event.data.length
      const text = plainText(decoder.decode(event.data, { stream: true }))
      history.update((kept) => appendText(kept, text))
    })
    const input = terminal.onData((data) => actor.send({ type: 'console.input', data }))
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(element)
    return () => {
      resize.disconnect()
      input.dispose()
      output.unsubscribe()
      terminal.dispose()
    }
  }, [actor, history])

  const status =
    phase === 'closed' && waiting ? WAITING_FOR_REBOOT : serialConsoleStatus(phase, closeReason)
  return (
    <>
      <div className="serial-console-status">
        <p role="status" aria-live="polite">
          {status}
        </p>
        {phase === 'closed' ? (
          <Button
            variant="accent"
            onPress={() => {
              setWaiting(null)
              actor.send({ type: 'console.reconnect' })
            }}
          >
            Reconnect
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => actor.send({ type: 'console.disconnect' })}>
            Disconnect
          </Button>
        )}
      </div>
      <div className="serial-console-terminal" ref={terminalElement} />
    </>
  )
}

function SerialConsole({ project, instance }: { project: string; instance: InstanceRow }) {
  const { actor: instanceActor, runState } = useInstanceMachine(project, instance)
  const reason = instanceRules.reason('serialConsole', runState)
  const allowed = reason === undefined
  const history = historyOf(instance.id)
  const [bufferedError, setBufferedError] = useState<unknown>()
  return (
    <div className="serial-console">
      <div className="page-header">
        <h1 className="page-title">Serial Console</h1>
        <InstanceStateBadge instance={instance} />
        <div className="page-actions">
          <Link href={pb.instance({ project, instance: instance.name })}>
            Back to {instance.name}
          </Link>
        </div>
      </div>
      {allowed ? (
        // leaving the console states unmounts the session (closing the socket); coming back opens
        // a new one
        <ConsoleSession
          project={project}
          instance={instance}
          history={history}
          onBufferedRead={setBufferedError}
          instanceActor={instanceActor}
        />
      ) : (
        <p className="serial-console-unavailable">
          {reason}. The serial console opens once {instance.name} is running.
        </p>
      )}
      {bufferedError !== undefined && (
        <LoadFailedAlert
          title="Could not load the output from before this session"
          error={bufferedError}
          level={2}
        />
      )}
      <SerialHistoryPane store={history} instance={instance.name} />
    </div>
  )
}

export default function SerialConsolePage() {
  const { project, instance: name } = useInstanceParams()
  const { entity } = useInstance(project, name)
  if (!entity) return <LoadingText what="instance" />
  return <SerialConsole project={project} instance={entity} />
}
