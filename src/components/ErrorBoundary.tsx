import { Component, type ContextType, createContext, type ReactNode } from 'react'
import { isNotOffered } from '~/store/api/errors'
import { NotFoundPage, SomethingWentWrongPage } from './ErrorPages'
import { NotOfferedPage } from './NotOffered'

/** Thrown by a page whose resource does not exist (SPEC §4: a 404 on a query is raised to the page). */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message)
    this.name = 'NotFoundError'
  }
}

/**
 * The name or id a not-found is about, in the server's words (`not found: instance with name
 * "db9"`, SPEC §8 ObjectNotFound), capitalised or not.
 */
export function unknownNameOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message
  if (typeof message !== 'string') return undefined
  return / with (?:name|id) "(.*)"$/i.exec(message)?.[1]
}

/**
 * Where the boundary says the page shows 'Page not found', with the name the server did not know:
 * the layout's crumbs stop linking to it (SPEC §2 Breadcrumbs).
 */
export const NotFoundReport = createContext<(unknownName: string | undefined) => void>(() => {})

const isNotFound = (error: unknown) =>
  error instanceof NotFoundError ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { statusCode?: number }).statusCode === 404)

interface Props {
  children: ReactNode
  /** The boundary clears when this changes (the location), so navigating away recovers. */
  resetKey: string
}
interface State {
  error: unknown
  resetKey: string
}

/**
 * No render error blanks the console: what this rack's API does not offer says so in place
 * (NotOffered.tsx), other 404s show 'Page not found', the rest 'Something went wrong'.
 */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = NotFoundReport
  declare context: ContextType<typeof NotFoundReport>
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed', error)
    if (isNotFound(error) && !isNotOffered(error)) this.context(unknownNameOf(error))
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isNotOffered(error)) return <NotOfferedPage statusCode={error.statusCode} />
    return isNotFound(error) ? <NotFoundPage /> : <SomethingWentWrongPage />
  }
}
