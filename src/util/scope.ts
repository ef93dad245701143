/**
 * The console's two scopes (SPEC §2): the silo's pages (its projects, images, utilization and
 * access; a user's settings) and System's. Which scope a page is in, what the top bar's switcher
 * offers (System only to a fleet viewer: /v1/me's `fleetViewer`), and what the side navigation's
 * header calls the part of the console it lists.
 */
import { pb } from '@/paths'
import type { NavScope } from '@/route-types'

export type Scope = 'silo' | 'system'

export interface ScopeChoice {
  id: Scope
  label: string
  description: string
  href: string
}

/** System's pages are System's; every other page (a project's, the settings) is the silo's. */
export const scopeOf = (nav: NavScope | undefined): Scope => (nav === 'system' ? 'system' : 'silo')

/** The scopes the user may switch between: the silo always, System for a fleet viewer. */
export function scopeChoices(user: { siloName: string; fleetViewer: boolean }): ScopeChoice[] {
  const silo: ScopeChoice = {
    id: 'silo',
    label: user.siloName,
    description: 'Silo: projects, images, utilization and access',
    href: pb.projects(),
  }
  if (!user.fleetViewer) return [silo]
  return [
    silo,
    {
      id: 'system',
      label: 'System',
      description: 'Fleet: silos, hardware, networking and updates',
      href: pb.silos(),
    },
  ]
}

/** The side navigation's header: the part of the console its links belong to. */
export function navHeading(
  nav: NavScope | undefined,
  params: { project?: string },
  siloName: string | undefined,
): string {
  switch (nav) {
    case 'project':
      return `Project ${params.project}`
    case 'system':
      return 'System'
    case 'settings':
      return 'Settings'
    default:
      return siloName ? `Silo ${siloName}` : 'Silo'
  }
}
