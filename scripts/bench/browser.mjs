// Headless Chromium over the Chrome DevTools Protocol: launching it on a fresh profile, and the
// page the scenarios drive (navigation, marks, metrics, clicks, transfer sizes).
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import WebSocket from 'ws'
import { browsers } from '../browser-kit.mjs'
import { installBench } from './page-script.js'

class Cdp {
  constructor(socket) {
    this.socket = socket
    this.nextId = 1
    this.pending = new Map()
    this.listeners = new Set()
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.id) {
        const waiter = this.pending.get(message.id)
        this.pending.delete(message.id)
        if (message.error) waiter?.reject(new Error(`${waiter.method}: ${message.error.message}`))
        else waiter?.resolve(message.result)
      } else {
        for (const listener of this.listeners) listener(message)
      }
    })
    socket.on('close', () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error('browser went away'))
      this.pending.clear()
    })
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, method, params, sessionId }))
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }))
  }

  /** The next event `method` (of `sessionId`) that `accept`s, within `timeoutMs`. */
  waitFor(method, { sessionId, accept = () => true, timeoutMs = 30_000, what = method } = {}) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener)
        reject(new Error(`timed out waiting for ${what}`))
      }, timeoutMs)
      const listener = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return
        if (!accept(message.params)) return
        clearTimeout(timer)
        this.listeners.delete(listener)
        resolve(message.params)
      }
      this.listeners.add(listener)
    })
  }
}

const [[chromiumPath]] = browsers
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The browsers still open, each by its `close`: an interrupted run closes them too. */
const openBrowsers = new Set()

/** Closes every browser still open (a run interrupted, or one whose scenario threw). */
export async function closeOpenBrowsers() {
  for (const closeBrowser of [...openBrowsers]) await closeBrowser()
}

/** A headless Chromium on a fresh profile, and one page attached to it. */
async function launch() {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'oxide-bench-'))
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      '--window-size=1400,1000',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const running = () => child.exitCode === null && child.signalCode === null
  /** After Browser.close it exits by itself, its helper processes first; signals otherwise. */
  const close = async () => {
    await Promise.race([exited, sleep(5000)])
    if (running()) {
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(5000)])
      if (running()) {
        child.kill('SIGKILL')
        await exited
      }
    }
    // a helper process may still be finishing a write to the profile for a moment
    await fs
      .rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      .catch((err) => console.log(`left ${profile}: ${err.message}`))
  }
  try {
    const endpoint = await new Promise((resolve, reject) => {
      let text = ''
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 30_000)
      child.stderr.on('data', (chunk) => {
        text += chunk
        const found = /DevTools listening on (ws:\/\/\S+)/.exec(text)
        if (found) {
          clearTimeout(timer)
          resolve(found[1])
        }
      })
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)))
    })
    const socket = new WebSocket(endpoint, {
      perMessageDeflate: false,
      maxPayload: 512 * 1024 ** 2,
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const cdp = new Cdp(socket)
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
    const page = new Page(cdp, sessionId)
    const closeBrowser = async () => {
      openBrowsers.delete(closeBrowser)
      await cdp.send('Browser.close').catch(() => {})
      socket.close()
      await close()
    }
    openBrowsers.add(closeBrowser)
    return { page, close: closeBrowser }
  } catch (err) {
    await close()
    throw err
  }
}

class Page {
  constructor(cdp, sessionId) {
    this.cdp = cdp
    this.sessionId = sessionId
    this.requests = new Map()
    cdp.listeners.add((message) => {
      if (message.sessionId !== sessionId) return
      const { params } = message
      if (
        message.method === 'Network.requestWillBeSent' &&
        !params.request.url.startsWith('data:')
      ) {
        const known = this.requests.get(params.requestId)
        this.requests.set(params.requestId, { url: params.request.url, done: false, ...known })
      } else if (message.method === 'Network.responseReceived') {
        const request = this.requests.get(params.requestId)
        if (request) {
          request.type = params.type
          request.mimeType = params.response.mimeType
        }
      } else if (
        message.method === 'Network.loadingFinished' ||
        message.method === 'Network.loadingFailed'
      ) {
        const request = this.requests.get(params.requestId)
        if (request) {
          request.done = true
          request.failed = message.method === 'Network.loadingFailed'
        }
        this.lastNetworkEvent = performance.now()
      }
    })
  }

  send(method, params) {
    return this.cdp.send(method, params, this.sessionId)
  }

  async setUp({ pageSize, rowNames, spinners, worker, renders } = {}) {
    await this.send('Page.enable')
    await this.send('Runtime.enable')
    await this.send('Network.enable')
    // thread time, not wall time: the figure stays put while other processes take the CPU
    await this.send('Performance.enable', { timeDomain: 'threadTicks' })
    await this.send('Runtime.addBinding', { name: '__benchMark' })
    await this.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${installBench})(${JSON.stringify({ pageSize, rowNames, spinners, worker, renders })})`,
    })
  }

  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })
    if (exceptionDetails) {
      throw new Error(
        `in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      )
    }
    return result.value
  }

  /**
   * Resolves once the page reports `mark`, with the main thread's CPU time (ms) and the JS heap
   * in use (bytes) right then, from one Performance.getMetrics: the heap as it is, garbage
   * included (collecting it first would cost the page time the other figures would then show).
   */
  markWithMetrics(mark, timeoutMs = 90_000) {
    return this.cdp
      .waitFor('Runtime.bindingCalled', {
        sessionId: this.sessionId,
        accept: (params) => params.name === '__benchMark' && params.payload === mark,
        timeoutMs,
        what: `the page's mark '${mark}'`,
      })
      .then(() => this.send('Performance.getMetrics'))
      .then(({ metrics }) => {
        const metric = (name) => metrics.find((m) => m.name === name)?.value
        return { cpu: metric('TaskDuration') * 1000, heap: metric('JSHeapUsedSize') }
      })
  }

  /** Resolves once the page reports `mark`, with the main thread's CPU time (ms) right then. */
  markWithCpu(mark, timeoutMs = 90_000) {
    return this.markWithMetrics(mark, timeoutMs).then(({ cpu }) => cpu)
  }

  async navigate(url, mark = 'row') {
    this.requests.clear()
    const seen = this.markWithMetrics(mark)
    const { errorText } = await this.send('Page.navigate', { url })
    if (errorText) throw new Error(`${url}: ${errorText}`)
    const metrics = await seen
    return { ...metrics, ...(await this.timings(mark)) }
  }

  /** When the page reached `mark` (performance.now()), waiting for it up to `timeoutMs`. */
  async markAt(mark, timeoutMs = 30_000) {
    const started = Date.now()
    for (;;) {
      const at = await this.evaluate(`__bench.marks[${JSON.stringify(mark)}]`)
      if (at !== undefined) return at
      if (Date.now() - started > timeoutMs) throw new Error(`the page's mark '${mark}' never came`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async reload(mark = 'row') {
    this.requests.clear()
    const seen = this.markWithMetrics(mark)
    await this.send('Page.reload')
    const metrics = await seen
    return { ...metrics, ...(await this.timings(mark)) }
  }

  /**
   * The mark's time and the first contentful paint, which may come just after the mark: the
   * first paint can be the one that shows the row (waited for up to 2 s).
   */
  timings(mark) {
    return this.evaluate(`(async () => ({
      at: __bench.marks[${JSON.stringify(mark)}],
      fcp: await new Promise((resolve) => {
        const paintedAt = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        if (paintedAt() !== undefined) return resolve(paintedAt())
        new PerformanceObserver(() => resolve(paintedAt())).observe({ type: 'paint' })
        setTimeout(() => resolve(paintedAt()), 2000)
      }),
    }))()`)
  }

  /** Until no request has been in flight for `quietMs` (at most `maxMs`). */
  async networkIdle(quietMs = 500, maxMs = 8000) {
    const started = performance.now()
    this.lastNetworkEvent = performance.now()
    while (performance.now() - started < maxMs) {
      const busy = [...this.requests.values()].some((request) => !request.done)
      if (!busy && performance.now() - this.lastNetworkEvent >= quietMs) return
      await sleep(50)
    }
  }

  /** Until the page expression is true, checked every 100 ms. */
  async until(expression, timeoutMs = 60_000) {
    const started = performance.now()
    while (!(await this.evaluate(expression))) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`timed out waiting for ${expression}`)
      await sleep(100)
    }
  }

  /** Request count and gzip -9 bytes of the JS and CSS bodies fetched since the navigation. */
  async transfer() {
    const sizes = { js: 0, css: 0, requests: this.requests.size }
    for (const [requestId, request] of this.requests) {
      // by its type, or its content type (a module preloaded is not always typed a script)
      const mime = request.mimeType ?? ''
      const kind =
        request.type === 'Script' || /javascript/.test(mime)
          ? 'js'
          : request.type === 'Stylesheet' || mime === 'text/css'
            ? 'css'
            : null
      if (!kind || request.failed) continue
      const { body, base64Encoded } = await this.send('Network.getResponseBody', { requestId })
      sizes[kind] += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), {
        level: 9,
      }).length
    }
    return sizes
  }

  /**
   * Clicks the middle of the element `find` (a page expression) returns, once it is there and
   * nothing covers it (a virtualized table moves its sticky header back a frame after a scroll).
   * The pointer moves there and presses at once, or rests there `restMs` first (a hover);
   * `shift` holds Shift through the press.
   */
  async click(find, { restMs = 0, shift = false, timeoutMs = 30_000 } = {}) {
    const started = performance.now()
    let point = null
    while (!point) {
      point = await this.evaluate(`(() => {
        const el = ${find}
        if (!el) return null
        el.scrollIntoView({ block: 'nearest' })
        const box = el.getBoundingClientRect()
        const x = box.x + box.width / 2
        const y = box.y + box.height / 2
        return el.contains(document.elementFromPoint(x, y)) ? { x, y } : null
      })()`)
      if (!point && performance.now() - started > timeoutMs) {
        throw new Error(`nothing to click: ${find}`)
      }
      if (!point) await sleep(100)
    }
    const event = { ...point, button: 'left', clickCount: 1, modifiers: shift ? 8 : 0 }
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
    if (restMs > 0) await sleep(restMs)
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...event })
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...event })
  }
}

/** A browser of its own for `work`, closed after it whatever it does. */
export async function withBrowser(work) {
  const browser = await launch()
  try {
    return await work(browser.page)
  } finally {
    await browser.close()
  }
}
