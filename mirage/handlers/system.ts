import type { HandlerMap } from '../operation'

export const systemHandlers = {
  ping: () => ({ status: 'ok' }),
} satisfies HandlerMap
