import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Link } from '@react-spectrum/s2/Link'
import { Menu, MenuItem, MenuTrigger } from '@react-spectrum/s2/Menu'
import { useCurrentUserViewQuery } from '~/store/api'
import { useSignOut } from '../hooks/use-sign-out'
import { pb } from '../paths'
import { useCurrentRoute } from '../routes'
import { Logo } from './Logo'

export function TopBar() {
  const { data: me } = useCurrentUserViewQuery()
  const { route } = useCurrentRoute()
  const signOut = useSignOut()
  return (
    <header className="main-layout-top">
      <a href={pb.root()} className="top-logo" aria-label="Oxide Console home">
        <Logo />
      </a>
      <nav className="top-scopes" aria-label="Scope">
        <Link
          href={pb.projects()}
          isQuiet
          aria-current={route.nav !== 'system' ? 'page' : undefined}
        >
          {me?.siloName ?? 'Silo'}
        </Link>
        {me?.fleetViewer && (
          <Link
            href={pb.silos()}
            isQuiet
            aria-current={route.nav === 'system' ? 'page' : undefined}
          >
            System
          </Link>
        )}
      </nav>
      <MenuTrigger>
        <ActionButton aria-label="User menu">{me?.displayName ?? 'User'}</ActionButton>
        <Menu
          onAction={(key) => {
            if (key === 'sign-out') void signOut()
          }}
        >
          <MenuItem id="settings" href={pb.profile()}>
            Settings
          </MenuItem>
          <MenuItem id="sign-out">Sign out</MenuItem>
        </Menu>
      </MenuTrigger>
    </header>
  )
}
