import './fonts.css'
import './app.css'
import { dropFirstRequests } from '~/boot/first-requests'
import { keepScreen } from '~/boot/last-screen'
import type { PreviewTools } from '~/mirage/preview-tools'
import { type AppStore, entitySliceNames, forgetUser, makeStore } from '~/store'
import { warmStart } from '~/store/persist'
import { PreviewBanner } from './components/PreviewBannerSlot'
import { preloadLocation, startFirstLocation } from './route-data'
import { applyThemeChoice } from './theme'

/**
 * How long the first render waits for the page it opens on: its code, its first data and the
 * device's copy of the lists. React reveals a route that suspended no sooner than 300 ms after
 * its fallback showed (Suspense throttling), so a page whose chunk comes within this wait shows
 * sooner than through its fallback; and a page rendered once with its rows costs one render, not
 * a frame and then the rows. On a slow network or disk the frame and the loading bar show after
 * this wait instead, and the rows when they come.
 */
const FIRST_PAGE_WAIT_MS = 250

/**
 * Keeps the page the user leaves (a reload, a closed tab, a link elsewhere) as the last screen of
 * the record the warm start names, which a reload paints before any code has run: on pagehide,
 * into localStorage, which writes at once (docs/architecture.md, Loading: warm start).
 */
function keepScreenOnLeaving(store: AppStore) {
  window.addEventListener('pagehide', () => {
    const record = warmStart.lastScreenRecord(store.getState())
    if (record) keepScreen(document, window.localStorage, record)
  })
}

async function start() {
  applyThemeChoice()
  // the renderer (React DOM, S2, the layouts) is not in this entry's static imports: the first
  // requests below leave as soon as the store's code has run, while it is still arriving
  // (index.html preloads it beside this entry)
  const renderer = import('./render-app')
  const location = window.location.pathname
  // the page's code loads beside everything else startup waits for (the preview's mock)
  void preloadLocation(location)
  let tools: PreviewTools | undefined
  if (__MOCK_API__) {
    // its own chunk, absent from builds that serve a real API; the banner's chunk with it, so
    // the banner (loaded lazily: PreviewBannerSlot) is there at the first render
    const [{ startMockServer }, { readMockSettings }, { previewTools }] = await Promise.all([
      import('~/mirage/server'),
      import('~/mirage/settings'),
      import('~/mirage/preview-tools'),
      PreviewBanner?.preload(),
    ])
    const mock = startMockServer(readMockSettings(window.location.search, window.sessionStorage))
    // exposed for QA and the e2e specs: `mockServer.pretender.handledRequests` lists every call;
    // `mockFaults` takes calls to fail on purpose (mirage/conditions.ts `MockFault`)
    Object.assign(window, { mockServer: mock.server, mockFaults: mock.faults })
    tools = previewTools(mock.db)
  }
  // the preview keeps nothing: its mock resets on reload (SPEC §1)
  if (!__MOCK_API__) warmStart.enable()
  const store = makeStore()
  warmStart.watch(store, { forget: () => store.dispatch(forgetUser()) })
  if (!__MOCK_API__) keepScreenOnLeaving(store)
  // the first page's requests leave now, from this chunk, beside its code and the device's copy
  // (docs/architecture.md, Loading)
  const firstPage = startFirstLocation(location, store)
  const readStart = performance.now()
  const restored = warmStart.read({ sliceNames: entitySliceNames }).then(async (saved) => {
    const outcome = saved ? await warmStart.restore(store, saved) : 'none'
    // a figure for the warm start's benchmark (specs/production/warm-start.e2e.ts prints it)
    performance.measure(`warm start: ${outcome}`, { start: readStart })
  })
  await Promise.race([
    Promise.all([firstPage, restored, renderer]),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ])
  const { renderApp } = await renderer
  renderApp(store, tools)
  // the first page's requests have all asked by then: what index.html's first script sent that
  // none took would be a stale answer to a later ask (boot/first-requests.ts)
  void Promise.allSettled([firstPage]).then(() => dropFirstRequests())
  // the production build keeps its code on the device for the next load; only once the first
  // page has its data, so the worker's work never delays it (src/service-worker/keep-code.ts)
  if (!__DEV_TOOLS__) {
    void Promise.allSettled([firstPage, restored])
      .then(() => import('./service-worker/keep-code'))
      .then(({ keepCodeOnDevice }) => keepCodeOnDevice())
  }
}

void start()
