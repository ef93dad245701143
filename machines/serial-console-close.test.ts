// @vitest-environment node
import { CLOSE_CODES, describeClose } from './serial-console-close'

describe('a serial console session’s end, in words', () => {
  it.each([
    [1000, 'The instance ended the session. Reconnect to open a new session.'],
    [1001, 'The server went away, perhaps to restart. Reconnect in a moment.'],
    [
      1002,
      'The server ended the session: it could not understand the connection. ' +
        'Reconnect; if it happens again, reload the page.',
    ],
    [
      1003,
      'The server ended the session: it could not accept the data it was sent. ' +
        'Reconnect; if it happens again, reload the page.',
    ],
    [1005, 'The session ended without a reason. Reconnect to open a new session.'],
    [
      1006,
      'The connection to the instance was lost. Check your network connection, then reconnect.',
    ],
    [
      1007,
      'The server ended the session: it was sent text it could not read. ' +
        'Reconnect; if it happens again, reload the page.',
    ],
    [
      1008,
      'The server refused the session. ' +
        'Check that you still have access to this instance, then reconnect.',
    ],
    [
      1009,
      'The server ended the session: a message was too large. Reconnect to open a new session.',
    ],
    [
      1011,
      'The server could not keep the session open. Check the instance is running, then reconnect.',
    ],
    [1012, 'The server is restarting. Reconnect in a moment.'],
    [1013, 'The server is too busy to keep the session. Reconnect in a moment.'],
    [1014, 'A gateway between the console and the rack could not reach it. Reconnect in a moment.'],
    [
      1015,
      'A secure connection to the rack could not be set up. ' +
        'Check the rack’s certificate is trusted by this browser, then reconnect.',
    ],
    // an application's own code, or one the registry added later
    [4000, 'The session ended (code 4000). Reconnect to open a new session.'],
    [1016, 'The session ended (code 1016). Reconnect to open a new session.'],
  ])('code %i with no reason: %j', (code, text) => {
    expect(describeClose({ code, reason: '' })).toBe(text)
  })

  it('has a row above for every code of its table', () => {
    expect(Object.keys(CLOSE_CODES).map(Number)).toEqual([
      1000, 1001, 1002, 1003, 1005, 1006, 1007, 1008, 1009, 1011, 1012, 1013, 1014, 1015,
    ])
  })

  it.each([
    // the server's words say what happened; the code's advice follows
    [
      1011,
      'Instance db1 is stopped',
      'Instance db1 is stopped. Check the instance is running, then reconnect.',
    ],
    [
      1008,
      'Session expired.',
      'Session expired. Check that you still have access to this instance, then reconnect.',
    ],
    [
      4001,
      '  Taken over by another client  ',
      'Taken over by another client. Reconnect to open a new session.',
    ],
  ])('code %i with the server’s reason %j: %j', (code, reason, text) => {
    expect(describeClose({ code, reason })).toBe(text)
  })
})
