import { ActionButton } from '@react-spectrum/s2/ActionButton'
import ChevronDown from '@react-spectrum/s2/icons/ChevronDown'
import MenuHamburger from '@react-spectrum/s2/icons/MenuHamburger'
import { Header, Heading, Menu, MenuItem, MenuSection, MenuTrigger } from '@react-spectrum/s2/Menu'
import { Text } from '@react-spectrum/s2/Text'
import { useLocation } from 'wouter'
import { useCurrentRoute } from '@/hooks/use-route'
import { useSignOut } from '@/hooks/use-sign-out'
import { pb } from '@/paths'
import { setThemeChoice, type ThemeChoice, themeChoices, useThemeChoice } from '@/theme'
import { scopeChoices, scopeOf } from '@/util/scope'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { Logo } from './Logo'
import { LookupFailed, lookupPhase } from './Lookup'

const themeLabels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/**
 * Which scope the page is in, the silo's or System's, and the switch between them: a menu for a
 * fleet viewer, the silo's name alone for anyone else (util/scope.ts).
 */
function ScopeSwitcher({ siloName, fleetViewer }: { siloName: string; fleetViewer: boolean }) {
  const { route } = useCurrentRoute()
  const [, navigate] = useLocation()
  const choices = scopeChoices({ siloName, fleetViewer })
  const current = scopeOf(route.nav)
  const shown = choices.find((choice) => choice.id === current) ?? choices[0]
  if (choices.length === 1) return <span className="top-scope-silo">{siloName}</span>
  return (
    <MenuTrigger>
      <ActionButton isQuiet aria-label={`Scope: ${shown.label}`} UNSAFE_className="scope-switcher">
        <Text>{shown.label}</Text>
        <ChevronDown />
      </ActionButton>
      <Menu
        aria-label="Switch scope"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[current]}
        onSelectionChange={(keys) => {
          const [id] = keys === 'all' ? [] : [...keys]
          const choice = choices.find((candidate) => candidate.id === id)
          if (choice) navigate(choice.href)
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} id={choice.id} textValue={choice.label}>
            <Text slot="label">{choice.label}</Text>
            <Text slot="description">{choice.description}</Text>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  )
}

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
      <div className="top-scopes">
        {me && <ScopeSwitcher siloName={me.siloName} fleetViewer={me.fleetViewer} />}
        {/* without the user the silo's name, the System scope and the user's name are unknown */}
        {lookupPhase(meQuery) === 'failed' && (
          <LookupFailed what="user" onRetry={meQuery.refetch} />
        )}
      </div>
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
