/**
 * What the preview's UI may do to the running mock besides calling its API, handed to the page by
 * src/main.tsx once the mock is started: the session menu's tools and the serial console socket.
 */
import type { MockDb } from './db'
import { type SessionTools, sessionTools } from './session-tools'

export interface PreviewTools {
  session: SessionTools
  /** Opens an instance's serial console stream on the mock, like `new WebSocket(url)`. */
  openSerialConsole(url: string): Promise<WebSocket>
}

export function previewTools(db: MockDb): PreviewTools {
  return {
    session: sessionTools(db),
    // mock-socket loads with the first console opened, not with every preview page
    openSerialConsole: async (url) => {
      const { openMockSerialConsole } = await import('./serial-console-socket')
      return openMockSerialConsole(db, url)
    },
  }
}
