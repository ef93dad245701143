import { Component, type ReactNode } from 'react'
import { NotFoundPage, SomethingWentWrongPage } from '../pages/errors/ErrorPages'

/** Thrown by a page whose resource does not exist (SPEC §4: a 404 on a query is raised to the page). */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message)
    this.name = 'NotFoundError'
  }
}

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

/** No render error blanks the console: 404s show 'Page not found', the rest 'Something went wrong'. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed', error)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    return isNotFound(error) ? <NotFoundPage /> : <SomethingWentWrongPage />
  }
}
