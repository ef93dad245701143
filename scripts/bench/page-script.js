// The page side of the bench, installed before any of the console's scripts on every document
// (browser.mjs serializes installBench with its options into Page.addScriptToEvaluateOnNewDocument).
// It runs in the page, so it uses nothing from outside itself.

/**
 * `rowNames`: per path, the names whose table row counts as the first data row (a console whose
 * DOM is not ours); `spinners`: record each loading spinner as it appears (for the walk only: it
 * looks through the document on every change); `worker`: record when the page registers a
 * service worker and when one takes control of it (the official msw build's mock); `renders`:
 * count the components React renders in each commit; `pageSize`: the list's remembered page size,
 * set before the console reads it.
 */
export function installBench({ pageSize, rowNames = {}, spinners, worker, renders }) {
  const bench = {
    marks: {},
    armed: [],
    longTasks: [],
    responses: [],
    requests: [],
  }
  window.__bench = bench
  if (pageSize) {
    try {
      sessionStorage.setItem(pageSize.key, String(pageSize.value))
    } catch {}
  }
  if (renders) {
    // React, production builds too, hands each commit to the DevTools hook. A component rendered
    // in it when its fiber is new or did work (React's PerformedWork flag); a fiber whose children
    // are the same objects as before was bailed out with its whole subtree, whose flags are left
    // over from an earlier commit, so the walk skips it (as React DevTools does)
    bench.renders = []
    const componentTags = new Set([0, 1, 11, 15]) // function, class, forwardRef, simple memo
    const performedWork = 1
    const renderedIn = (root) => {
      let count = 0
      const stack = [root]
      while (stack.length) {
        const fiber = stack.pop()
        const mounted = fiber.alternate === null
        if (componentTags.has(fiber.tag) && (mounted || fiber.flags & performedWork)) count++
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child && (mounted || fiber.child !== fiber.alternate.child))
          stack.push(fiber.child)
      }
      return count
    }
    const renderers = new Map()
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject: (renderer) => {
        renderers.set(renderers.size + 1, renderer)
        return renderers.size
      },
      onCommitFiberRoot: (_, root) =>
        bench.renders.push({ at: performance.now(), components: renderedIn(root.current) }),
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      checkDCE: () => {},
    }
  }
  if (worker && navigator.serviceWorker) {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      bench.workerRegisteredAt ??= performance.now()
      return register.apply(this, args)
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      bench.workerControlsAt ??= performance.now()
    })
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })

  // each API call as it is sent, and the time each list response of /v1/instances arrives, from
  // the console's fetch or the preview mock's replacement of it
  let inner = window.fetch
  const wrapped = new WeakMap()
  const wrap = (f) => {
    if (typeof f !== 'function') return f
    if (!wrapped.has(f)) {
      wrapped.set(f, (input, init) => {
        const url = new URL(
          typeof input === 'string' ? input : (input.url ?? String(input)),
          location.href,
        )
        const method = (
          init?.method ??
          (typeof input === 'object' ? input.method : undefined) ??
          'GET'
        ).toUpperCase()
        if (url.pathname.startsWith('/v1/'))
          bench.requests.push({ at: performance.now(), method, path: url.pathname })
        return f.call(window, input, init).then((response) => {
          if (url.pathname === '/v1/instances') bench.responses.push({ at: performance.now() })
          return response
        })
      })
    }
    return wrapped.get(f)
  }
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => wrap(inner),
    set: (f) => {
      inner = f
    },
  })

  // a last screen painted from the device (boot/last-screen.ts) is a picture of the rows until the
  // console renders over it: a 'live' condition counts only the console's own rows
  const painted = (row) => row.closest('[data-last-screen]') !== null
  const dataRows = (scope, live = false) =>
    [
      ...(scope
        ? document.querySelectorAll(`${scope} [role="row"]`)
        : document.querySelectorAll('[role="row"]')),
    ]
      .filter((row) => row.querySelector('[role="rowheader"]:not([aria-colspan])'))
      .filter((row) => !live || !painted(row))
  const rowIndex = (row) => Number(row.getAttribute('aria-rowindex') ?? 0)
  bench.dataRows = dataRows
  bench.firstRow = () => dataRows().sort((a, b) => rowIndex(a) - rowIndex(b))[0]
  bench.firstRowText = () =>
    bench.firstRow()?.querySelector('[role="rowheader"]')?.textContent.trim()
  const met = {
    row: (c) => dataRows(c.scope, c.live).length > 0,
    selector: (c) => document.querySelector(c.selector) !== null,
    // a table row, any console's (tr or role=row), holding an element whose text is one of the names
    named: (c) =>
      [...document.querySelectorAll('tr, [role="row"]')].some(
        (row) =>
          !(c.live && painted(row)) &&
          c.names.some((name) => row.textContent.includes(name)) &&
          [...row.querySelectorAll('*')].some((el) => c.names.includes(el.textContent.trim())),
      ),
    // a data row that was not in the document when armed, on another path: the next page's
    newRow: (c) => location.pathname !== c.fromPath && dataRows().some((row) => !c.seen.has(row)),
    firstRowNot: (c) => {
      const text = bench.firstRowText()
      return text !== undefined && text !== c.text
    },
    // the first of the texts in the document, kept as the mark's outcome
    text: (c) => {
      const content = document.body.textContent
      const found = c.texts.find((text) => content.includes(text))
      if (found !== undefined) bench.outcomes[c.name] = found
      return found !== undefined
    },
  }
  bench.outcomes = {}
  const check = () => {
    for (const entry of [...bench.armed]) {
      if (!met[entry.condition.kind](entry.condition)) continue
      bench.marks[entry.name] = performance.now()
      bench.armed.splice(bench.armed.indexOf(entry), 1)
      window.__benchMark?.(entry.name)
    }
  }
  bench.arm = (name, condition) => {
    bench.armed.push({ name, condition: { name, ...condition } })
    check()
  }
  new MutationObserver(() => {
    if (bench.armed.length) check()
  }).observe(document, { childList: true, subtree: true, characterData: true })
  const names = rowNames[location.pathname]
  bench.arm('row', names ? { kind: 'named', names } : { kind: 'row' })
  bench.arm('liveRow', names ? { kind: 'named', names, live: true } : { kind: 'row', live: true })
  // each loading spinner in the page's main content or in a table, from when it appears (at) to
  // when it goes (until); inTable: a list's own, in a grid or table but in none of its data rows
  // (a cell's spinner, waiting for that row's details, is not the list's)
  if (spinners) {
    bench.spinners = []
    const live = new Map()
    const spinner =
      'main [role="progressbar"], [role="grid"] [role="progressbar"], [role="treegrid"] [role="progressbar"], table [role="progressbar"]'
    new MutationObserver(() => {
      const now = performance.now()
      for (const [el, record] of live) {
        if (el.isConnected && el.matches(spinner)) continue
        record.until = now
        live.delete(el)
      }
      for (const el of document.querySelectorAll(spinner)) {
        if (live.has(el)) continue
        const row = el.closest('[role="row"], tbody tr')
        const inRow =
          row !== null &&
          row.querySelector('[role="rowheader"]:not([aria-colspan]), td:not([colspan])') !== null
        const inTable = !inRow && el.closest('[role="grid"], [role="treegrid"], table') !== null
        const record = {
          at: now,
          path: location.pathname,
          inTable,
          inRow,
          label: el.getAttribute('aria-label'),
        }
        bench.spinners.push(record)
        live.set(el, record)
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    })
  }
  // milestones on the way to the first row, for --waterfall
  bench.arm('frame', { kind: 'selector', selector: 'nav' })
  bench.arm('heading', { kind: 'selector', selector: 'main h1' })
  bench.arm('table', { kind: 'selector', selector: 'main [role="grid"], main [role="table"]' })
  addEventListener(
    'click',
    () => {
      bench.clickAt = performance.now()
    },
    true,
  )
  // a row selects on the press, before its click
  addEventListener(
    'pointerdown',
    () => {
      bench.pressAt = performance.now()
    },
    true,
  )

  const frame = () =>
    new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
  // the ancestor with the most to scroll: the page's, not the table's own few pixels
  const scrollerOf = (element) => {
    let best = document.scrollingElement
    for (let el = element; el; el = el.parentElement) {
      if (!/auto|scroll/.test(getComputedStyle(el).overflowY)) continue
      if (el.scrollHeight - el.clientHeight > best.scrollHeight - best.clientHeight) best = el
    }
    return best
  }
  // the data row at 1-based position n, the table's scroller moved until it is rendered
  bench.rowAt = async (n) => {
    const scroller = scrollerOf(dataRows()[0])
    const find = () => dataRows().find((row) => rowIndex(row) === n + 1)
    while (!find() && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += scroller.clientHeight / 2
      await frame()
    }
    return Boolean(find())
  }
  bench.scroll = async (step) => {
    const scroller = scrollerOf(dataRows()[0])
    scroller.scrollTop = 0
    await frame()
    const started = await frame()
    const frames = []
    let last = started
    while (
      scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1 &&
      last - started < 60000
    ) {
      scroller.scrollTop += step
      const now = await frame()
      frames.push(now - last)
      last = now
    }
    const distance = scroller.scrollTop
    await new Promise((resolve) => setTimeout(resolve, 300))
    scroller.scrollTop = 0
    return {
      frames,
      distance,
      from: started,
      to: last,
      longTasks: bench.longTasks.filter((t) => t.start >= started && t.start <= last),
    }
  }
}
