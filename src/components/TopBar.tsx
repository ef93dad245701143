import { ActionButton } from '@react-spectrum/s2/ActionButton'
import MenuHamburger from '@react-spectrum/s2/icons/MenuHamburger'
import { Link } from '@react-spectrum/s2/Link'
import { Header, Heading, Menu, MenuItem, MenuSection, MenuTrigger } from '@react-spectrum/s2/Menu'
import { useCurrentRoute } from '@/hooks/use-route'
import { useSignOut } from '@/hooks/use-sign-out'
import { pb } from '@/paths'
import { setThemeChoice, type ThemeChoice, themeChoices, useThemeChoice } from '@/theme'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { Logo } from './Logo'
import { LookupFailed, lookupPhase } from './Lookup'

const themeLabels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

export function TopBar({
  navId,
  navOpen,
  onNavToggle,
}: {
  /** The side navigation the menu button shows and hides on narrow screens. */
  navId: string
  navOpen: boolean
  onNavToggle: () => void
}) {
  const meQuery = useCurrentUserViewQuery()
  const { data: me } = meQuery
  const { route } = useCurrentRoute()
  const signOut = useSignOut()
  const theme = useThemeChoice()
  return (
    <header className="main-layout-top">
      <ActionButton
        UNSAFE_className="nav-toggle"
        isQuiet
        aria-label="Navigation menu"
        aria-expanded={navOpen}
        aria-controls={navId}
        onPress={onNavToggle}
      >
        <MenuHamburger />
      </ActionButton>
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
        {/* without the user the silo's name, the System scope and the user's name are unknown */}
        {lookupPhase(meQuery) === 'failed' && (
          <LookupFailed what="user" onRetry={meQuery.refetch} />
        )}
      </nav>
      <MenuTrigger>
        <ActionButton aria-label="User menu">{me?.displayName ?? 'User'}</ActionButton>
        <Menu
          onAction={(key) => {
            if (key === 'sign-out') void signOut()
          }}
        >
          <MenuSection>
            <MenuItem id="settings" href={pb.profile()}>
              Settings
            </MenuItem>
            <MenuItem id="sign-out">Sign out</MenuItem>
          </MenuSection>
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[theme]}
            onSelectionChange={(keys) => {
              const [choice] = keys === 'all' ? [] : [...keys]
              if (choice) setThemeChoice(choice as ThemeChoice)
            }}
          >
            <Header>
              <Heading>Theme</Heading>
            </Header>
            {themeChoices.map((choice) => (
              <MenuItem key={choice} id={choice}>
                {themeLabels[choice]}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </header>
  )
}
