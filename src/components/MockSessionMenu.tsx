import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Content, Dialog, DialogContainer, Heading } from '@react-spectrum/s2/Dialog'
import { Link } from '@react-spectrum/s2/Link'
import { Menu, MenuItem, MenuTrigger } from '@react-spectrum/s2/Menu'
import { Text } from '@react-spectrum/s2/Text'
import { useEffect, useState } from 'react'
import { useStore } from 'react-redux'
import { useLocation } from 'wouter'
import { usePreviewTools } from '@/hooks/use-preview-tools'
import { InspectorMount } from '@/inspector/InspectorMount'
import { INSPECTOR_SHORTCUT, toggleInspector, useInspectorState } from '@/inspector/opener'
import { pb } from '@/paths'
import { formatDeviceCode } from '~/lib/device-code'
import { addToast } from '~/machines/toaster'
import type { SimulatedCliLogin as CliLogin } from '~/mirage/session-tools'
import { useAppSelector } from '~/store'
import { api } from '~/store/api'
import { CopyButton } from './CopyButton'

/** The CLI's poll interval in the device flow (RFC 8628 default: 5 s; quicker for a demo). */
const POLL_MS = 2000

function CliLoginDialog({ login, onClose }: { login: CliLogin; onClose: () => void }) {
  const [status, setStatus] = useState<'pending' | 'signed-in' | 'expired'>('pending')
  useEffect(() => {
    if (status !== 'pending') return
    const timer = setInterval(() => {
      void login.poll().then((next) => next !== 'pending' && setStatus(next))
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [login, status])
  return (
    <Dialog data-dialog-width="medium">
      <Heading slot="title">Simulated CLI login</Heading>
      <Content>
        <p>
          A command-line client ran <code>oxide auth login</code>. Open the verification page and
          enter this code:
        </p>
        <p className="cli-login-code">
          <span>{formatDeviceCode(login.userCode)}</span>
          <CopyButton text={formatDeviceCode(login.userCode)} label="Copy code" />
        </p>
        <p>
          <Link href={pb.deviceVerify()}>Open {login.verificationUri}</Link>
        </p>
        <p role="status">
          {status === 'pending' && 'The CLI is waiting for you to confirm the code…'}
          {status === 'signed-in' && 'The CLI received its access token.'}
          {status === 'expired' && 'The code expired; start again.'}
        </p>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </ButtonGroup>
    </Dialog>
  )
}

/**
 * The preview's session menu (README "The preview"): switch to another seeded user, end the
 * session as if it expired, start a CLI device login to confirm on the device page, or open the
 * inspector of the state machines (src/inspector/).
 */
export function MockSessionMenu() {
  // the mock's tools (absent from builds without the mock)
  const tools = usePreviewTools()?.session
  const [cliLogin, setCliLogin] = useState<CliLogin>()
  const store = useStore()
  const [, navigate] = useLocation()
  const inspector = useInspectorState()
  // as the layout last read it; no request of its own, which on a public page would be a 401
  const me = useAppSelector((state) => api.endpoints.currentUserView.select(undefined)(state).data)
  if (!tools) return null
  // who this tab is signed in as: marked, and not offered again
  const current = tools.seedUsers.find((user) => user.displayName === me?.displayName)

  const onAction = async (key: string | number) => {
    if (key === 'end-session') {
      tools.endSession()
      addToast({
        title: 'Note',
        variant: 'info',
        content: 'Session ended: the next request is answered 401 and sends you to sign in.',
      })
      return
    }
    if (key === 'inspector') {
      toggleInspector()
      return
    }
    if (key === 'cli-login') {
      try {
        setCliLogin(await tools.startSimulatedCliLogin())
      } catch (error) {
        addToast({ variant: 'error', content: (error as Error).message })
      }
      return
    }
    const user = tools.seedUsers.find((candidate) => candidate.username === key)
    if (user && tools.switchUser(user.username)) {
      store.dispatch(api.util.resetApiState())
      navigate(pb.projects())
      addToast({ content: `Signed in as ${user.displayName}` })
    }
  }

  return (
    <>
      <MenuTrigger>
        <ActionButton size="S" staticColor="white">
          Mock session
        </ActionButton>
        <Menu
          onAction={(key) => void onAction(key)}
          disabledKeys={current ? [current.username] : []}
        >
          {[
            ...tools.seedUsers.map((user) => (
              <MenuItem
                key={user.username}
                id={user.username}
                textValue={
                  user === current
                    ? `Signed in as ${user.displayName}`
                    : `Sign in as ${user.displayName}`
                }
              >
                <Text slot="label">
                  {user === current ? 'Signed in as' : 'Sign in as'} {user.displayName}
                </Text>
                <Text slot="description">
                  {user.username}: {user.access}
                </Text>
              </MenuItem>
            )),
            <MenuItem key="end-session" id="end-session" textValue="End the session">
              <Text slot="label">End the session</Text>
              <Text slot="description">As if it expired: the next request is a 401</Text>
            </MenuItem>,
            <MenuItem key="cli-login" id="cli-login" textValue="Start a CLI login">
              <Text slot="label">Start a CLI login</Text>
              <Text slot="description">Shows a device code to confirm</Text>
            </MenuItem>,
            <MenuItem
              key="inspector"
              id="inspector"
              textValue={inspector.open ? 'Close the inspector' : 'Open the inspector'}
            >
              <Text slot="label">
                {inspector.open ? 'Close the inspector' : 'Open the inspector'}
              </Text>
              <Text slot="description">State machines, live ({INSPECTOR_SHORTCUT})</Text>
            </MenuItem>,
          ]}
        </Menu>
      </MenuTrigger>
      <DialogContainer onDismiss={() => setCliLogin(undefined)}>
        {cliLogin && <CliLoginDialog login={cliLogin} onClose={() => setCliLogin(undefined)} />}
      </DialogContainer>
      <InspectorMount />
    </>
  )
}
