/**
 * The instance's serial console (SPEC §2 "Also serial-console"): a full-height terminal on the
 * instance's websocket, a status line (connecting / connected / closed with reason) and
 * reconnect. Only offered in the instance machine's serial-console states (SPEC §4); in any
 * other state the page says why instead of connecting.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useActorRef, useSelector } from '@xstate/react'
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import { useEffect, useRef } from 'react'
import { LoadingText } from '@/components/LoadingText'
import { usePreviewTools } from '@/hooks/use-preview-tools'
import { useInstanceParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { type InstanceRow, InstanceStateBadge } from '@/resources/instance-ui'
import { useInstance } from '@/resources/use-instance'
import { inspectOption } from '~/machines/inspect'
import { instanceRules } from '~/machines/instance-rules'
import { serialConsoleMachine, serialConsoleStatus } from '~/machines/serial-console.machine'
import { useInstanceRunState } from './InstanceLayout'
import { serialConsoleSocket, serialConsoleUrl } from './serial-console-socket'

function ConsoleSession({ project, instance }: { project: string; instance: string }) {
  const terminalElement = useRef<HTMLDivElement>(null)
  const preview = usePreviewTools()
  const actor = useActorRef(
    serialConsoleMachine.provide({
      actors: { socket: serialConsoleSocket(preview?.openSerialConsole) },
    }),
    { input: { url: serialConsoleUrl(project, instance) }, inspect: inspectOption() },
  )
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('closed')
      ? ('closed' as const)
      : snapshot.hasTag('live')
        ? ('connected' as const)
        : ('connecting' as const),
  )
  const closeReason = useSelector(actor, (snapshot) => snapshot.context.closeReason)

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
    const output = actor.on('console.output', (event) => terminal.write(event.data))
    const input = terminal.onData((data) => actor.send({ type: 'console.input', data }))
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(element)
    return () => {
      resize.disconnect()
      input.dispose()
      output.unsubscribe()
      terminal.dispose()
    }
  }, [actor])

  return (
    <>
      <div className="serial-console-status">
        <p role="status" aria-live="polite">
          {serialConsoleStatus(phase, closeReason)}
        </p>
        {phase === 'closed' ? (
          <Button variant="accent" onPress={() => actor.send({ type: 'console.reconnect' })}>
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
  const runState = useInstanceRunState(project, instance)
  const reason = instanceRules.reason('serialConsole', runState)
  const allowed = reason === undefined
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
        <ConsoleSession project={project} instance={instance.name} />
      ) : (
        <p className="serial-console-unavailable">
          {reason}. The serial console opens once {instance.name} is running.
        </p>
      )}
    </div>
  )
}

export default function SerialConsolePage() {
  const { project, instance: name } = useInstanceParams()
  const { entity } = useInstance(project, name)
  if (!entity) return <LoadingText what="instance" />
  return <SerialConsole project={project} instance={entity} />
}
