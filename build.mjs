// Builds and serves the console with esbuild.
//
//   node build.mjs build [--mock] [--outdir=dist]   production build; --mock: preview build (Mirage + inspector)
//   node build.mjs serve                            dev server on PORT (4000), mock API unless API_URL is set
//   node build.mjs serve --prod                     the production build on PORT, proxied to API_URL (required)
//
// Other scripts (scripts/size.mjs, scripts/e2e.mjs) import `build` from here.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import * as esbuild from 'esbuild'
import { transform as transformCss } from 'lightningcss'
import macros from 'unplugin-parcel-macros'
import { proxyServer } from './scripts/api-proxy.mjs'
import { staticServer } from './scripts/browser-kit.mjs'

export const root = path.dirname(fileURLToPath(import.meta.url))
export const entryPoint = 'src/main.tsx'
/** Built as its own entry and linked from index.html, so the app needs no import for it. */
const fontsEntry = 'src/fonts.css'
const template = path.join(root, 'src/index.html')
/** Scratch output (dev server's index.html, e2e and size builds) where no linter or git looks. */
export const cacheDir = path.join(root, 'node_modules/.cache/oxide-console')

/**
 * The console speaks English only (SPEC's strings), so react-aria's and S2's built-in strings for
 * their 30-odd other locales stay out of the bundle (about a third of a cold load otherwise).
 * React Aria's plugin decides which imports go; its `.esbuild()` form resolves them into a
 * namespace with no loader (unplugin 2), so its resolve hook is wired up here directly.
 */
const localesHook = optimizeLocales.raw({ locales: ['en-US'] }, { framework: 'esbuild' })
const englishOnly = {
  name: 'english-only',
  setup(build) {
    build.onResolve({ filter: /[a-z]{2}-[A-Z]{2}/ }, (args) => {
      const replacement = localesHook.resolveId.handler(args.path, args.importer, {})
      return replacement ? { path: replacement } : undefined
    })
  },
}

/**
 * S2 loads Adobe's fonts from use.typekit.net twice over: `@font-face` rules in
 * dist/private/font-faces.css, and a `Fonts` component (rendered by every Provider) that
 * preloads a typekit font, or injects a typekit <script> for CJK locales. A rack is air-gapped
 * and the console must make no request outside its own origin, so both are replaced with
 * empty modules; src/fonts.css serves Source Sans 3 from our own origin instead.
 */
const selfHostedFonts = {
  name: 'self-hosted-fonts',
  setup(build) {
    const stubs = {
      'Fonts.mjs': { contents: 'export function Fonts() { return null }', loader: 'js' },
      'font-faces.css': { contents: '', loader: 'css' },
    }
    build.onResolve({ filter: /^\.\/(Fonts\.mjs|font-faces\.css)$/ }, (args) =>
      /@react-spectrum[\\/]s2[\\/]/.test(args.importer)
        ? { path: args.path.slice(2), namespace: 'self-hosted-fonts' }
        : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'self-hosted-fonts' }, (args) => stubs[args.path])
  },
}

/** Fails on anything in the output that would make the browser fetch from another origin. */
function findRemoteFetches(outputFiles) {
  const problems = []
  for (const file of outputFiles) {
    const name = path.basename(file.path)
    if (name.endsWith('.css')) {
      // url(https://...), url(//host/...), @import "https://..."
      const remote = file.text.match(/(?:url\(\s*['"]?|@import\s+['"])(?:[a-z]+:)?\/\/[^'")\s]+/gi)
      for (const hit of remote ?? []) problems.push(`${name}: ${hit}`)
    }
    if ((name.endsWith('.js') || name.endsWith('.css')) && /typekit/i.test(file.text)) {
      problems.push(`${name}: mentions typekit`)
    }
  }
  return problems
}

const posix = (p) => p.split(path.sep).join('/')

/**
 * A lazily imported module's chunk imports other chunks, which the browser finds only once it
 * has fetched and parsed that chunk: a page's code would take two round trips or more. Each
 * `import('…')` of our own code therefore first names the module to `preloadChunksOf`
 * (boot/chunk-preload.ts), which preloads its chunk and every chunk that one imports at once, from
 * the list `renderIndex` writes into index.html. The call goes in front of the import on the same
 * line, and the helper's import at the end, so the source map's lines stay the source's.
 */
const chunkPreloadHelper = path.join(root, 'boot/chunk-preload.ts')
/** `import('…')` as an expression; `typeof import('…')` is a type and stays. */
const dynamicImportCall = /(?<!typeof\s+)\bimport\(\s*(['"])([^'"]+)\1\s*\)/g
const chunkPreloads = {
  name: 'chunk-preloads',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      if (args.path === chunkPreloadHelper) return undefined
      const source = await fs.readFile(args.path, 'utf8')
      const calls = [...source.matchAll(dynamicImportCall)]
      if (calls.length === 0) return undefined
      // this plugin's output is the module's code: the macros plugin, after it, never sees it
      if (/with\s*\{\s*type:\s*['"]macro['"]/.test(source)) {
        return { errors: [{ text: 'a module with a macro cannot import lazily (chunk-preloads)' }] }
      }
      const modules = await Promise.all(
        calls.map(async ([, , specifier]) => {
          const resolved = await build.resolve(specifier, {
            kind: 'dynamic-import',
            resolveDir: path.dirname(args.path),
          })
          return resolved.errors.length > 0 ? undefined : posix(path.relative(root, resolved.path))
        }),
      )
      let next = 0
      const contents = source.replace(dynamicImportCall, (call) => {
        const module = modules[next++]
        return module ? `(__preloadChunksOf(${JSON.stringify(module)}), ${call})` : call
      })
      const helper = `import { preloadChunksOf as __preloadChunksOf } from ${JSON.stringify(chunkPreloadHelper)}`
      return {
        contents: `${contents}\n${helper}\n`,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      }
    })
  },
}

/**
 * esbuild's code splitting puts each module in a chunk of its own set of entry points: the entry
 * module and every lazily imported one that reaches it. It does not know that a lazily imported
 * page only ever runs after the startup's modules, so the startup's code fell into one chunk per
 * set of pages that also use each part of it: 55 files for a cold /projects, over the six
 * connections HTTP/1.1 gives a host, most under a kilobyte. So each lazily imported module of ours
 * is built behind a stand-in that imports the startup too (the entry module; the renderer, unless
 * it is a store area, which the route loads import before the renderer has arrived) and hands on
 * the module's exports. Every lazily imported module then reaches all of the startup, which falls
 * into a few chunks, while each page keeps its own chunks as before. ES modules run once, so the
 * imports only name what has already run. The entry's own lazy imports (the renderer, the
 * preview's mock, the code keeper) stay as they are: they are the startup.
 */
const startupModules = {
  entry: path.join(root, entryPoint),
  renderer: path.join(root, 'src/render-app.tsx'),
}
const withStartup = {
  name: 'with-startup',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'with-startup') return undefined
      if (args.importer === startupModules.entry) return undefined
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'with-startup',
      })
      if (
        resolved.errors.length > 0 ||
        resolved.path.includes(`${path.sep}node_modules${path.sep}`)
      ) {
        return undefined
      }
      return { path: resolved.path, namespace: 'with-startup' }
    })
    build.onLoad({ filter: /.*/, namespace: 'with-startup' }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8')
      const module = JSON.stringify(args.path)
      const storeArea = args.path.startsWith(path.join(root, 'store', path.sep))
      const lines = [
        `import ${JSON.stringify(startupModules.entry)}`,
        !storeArea && `import ${JSON.stringify(startupModules.renderer)}`,
        `export * from ${module}`,
        // `export *` leaves the default out
        /^export default\b|\bas default\b/m.test(source) && `export { default } from ${module}`,
      ]
      return {
        contents: lines.filter(Boolean).join('\n'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }
    })
  },
}

/**
 * An output's module path in the repository, from its entry point: a lazily imported module's
 * entry point is its stand-in (with-startup).
 */
export const entryModule = (entryPointName) =>
  posix(path.relative(root, path.resolve(root, entryPointName.replace(/^with-startup:/, ''))))

/** The id of index.html's list of each lazily imported module's chunks (boot/chunk-preload.ts). */
const chunkFilesId = 'chunk-files'

/**
 * For each lazily imported module: its chunk and every chunk that one imports, as indexes into
 * `files`, leaving out what index.html preloads anyway (`firstScreen`).
 */
function chunkFiles(metafile, firstScreen, staticImports, url) {
  const files = []
  const indexOf = new Map()
  const modules = {}
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !name.endsWith('.js') || firstScreen.has(name)) continue
    const needed = [name, ...staticImports([name])].filter((file) => !firstScreen.has(file))
    modules[entryModule(output.entryPoint)] = needed.map((file) => {
      if (!indexOf.has(file)) {
        indexOf.set(file, files.length)
        files.push(url(file))
      }
      return indexOf.get(file)
    })
  }
  return { files, modules }
}

/**
 * CSS and lazy chunks. With `splitting`, esbuild emits a CSS file next to each lazily imported
 * chunk, and nothing loads it. But by esbuild's design the entry point's CSS bundle already holds
 * ALL CSS reachable from the entry, through dynamic imports too (evanw/esbuild#1590), so each
 * chunk's CSS is a strict subset of the entry CSS that index.html links. We keep it that way and
 * drop the chunk CSS files rather than loading them per chunk:
 * - S2's CSS is atomic (one class per property/value, shared by every page) and ordered by
 *   cascade layers (`_.a`, `_.b.l`, ...) whose order is fixed where a layer first appears. One
 *   stylesheet keeps every rule once and the layer order right; a chunk stylesheet appended later
 *   would repeat most of the entry's rules and could add sub-layers in a different order. React
 *   Spectrum's CSS optimization advice is the same: all S2 and macro CSS in one bundle.
 * - The page-only part of the CSS is small (pages mostly reuse the shell's components and atoms),
 *   and one file is cached across deployments until the CSS changes.
 * The build checks the subset claim and fails if it ever stops holding (e.g. a second entry point).
 */
function dropChunkCss(metafile) {
  const outputs = metafile.outputs
  const entry = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint)
  if (!entry) throw new Error(`no output for ${entryPoint}`)
  const [entryJs, { cssBundle: entryCss }] = entry
  const inEntryCss = new Set(Object.keys(entryCss ? outputs[entryCss].inputs : {}))
  const dropped = new Set()
  let fontsCss = Object.keys(outputs).find((name) => outputs[name].entryPoint === fontsEntry)
  if (fontsCss && inEntryCss.has(fontsEntry)) {
    // the app imports fonts.css itself: the entry CSS already has it
    dropped.add(fontsCss)
    dropped.add(`${fontsCss}.map`)
    fontsCss = undefined
  }
  for (const [name, output] of Object.entries(outputs)) {
    if (name === entryJs || !output.cssBundle) continue
    const missing = Object.keys(outputs[output.cssBundle].inputs).filter((i) => !inEntryCss.has(i))
    if (missing.length > 0) {
      throw new Error(
        `CSS of ${name} is not in the entry CSS (${missing.join(', ')}): link chunk CSS instead`,
      )
    }
    dropped.add(output.cssBundle)
    dropped.add(`${output.cssBundle}.map`)
    delete output.cssBundle
  }
  for (const name of dropped) delete outputs[name]
  return { entryJs, entryCss, fontsCss }
}

/**
 * The one stylesheet, minified again by Lightning CSS, as React Spectrum's own build examples do
 * (`cssMinify: 'lightningcss'`): each S2 component's CSS file repeats the atomic rules it shares
 * with the others (`.se17{display:grid}` in every field's file), and esbuild's minifier removes a
 * repeated rule only within one block, while Lightning CSS merges the blocks of one cascade layer
 * and keeps each rule once, where it takes effect. Measured on the production build: 215 kB with
 * 2,576 of its 4,036 rules repeats, 81 kB after; the browser parses and matches every rule it is
 * given before the first row shows. Lightning CSS changes nothing it cannot prove keeps the
 * cascade; no `targets`, so nothing is lowered. Its name stays esbuild's hash of the same input:
 * the same build gives the same file.
 */
function minifyEntryCss({ metafile, outputFiles }) {
  const entry = Object.values(metafile.outputs).find((o) => o.entryPoint === entryPoint)
  if (!entry?.cssBundle) return
  const cssPath = path.resolve(root, entry.cssBundle)
  const css = outputFiles.find((f) => f.path === cssPath)
  const map = outputFiles.find((f) => f.path === `${cssPath}.map`)
  if (!css) return
  const { code, map: newMap } = transformCss({
    filename: path.basename(cssPath),
    code: css.contents,
    minify: true,
    sourceMap: Boolean(map),
    inputSourceMap: map?.text,
  })
  // esbuild's link to the map, which Lightning CSS drops with the other comments
  const link = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/.exec(css.text)?.[0] ?? ''
  replaceContents(css, Buffer.concat([code, Buffer.from(`\n${link}`)]))
  if (map && newMap) replaceContents(map, newMap)
  metafile.outputs[entry.cssBundle].bytes = css.contents.length
}

/** esbuild's output files are read-only views: swap in new contents. */
function replaceContents(file, contents) {
  Object.defineProperty(file, 'contents', { value: new Uint8Array(contents) })
  Object.defineProperty(file, 'text', { value: Buffer.from(contents).toString('utf8') })
}

/**
 * The chunks of what the entry module imports itself with `import()` (a branch the build folds
 * away leaves no chunk): what its startup awaits before the first render.
 */
export function startupChunks(metafile) {
  const outputs = Object.entries(metafile.outputs)
  return (metafile.inputs[entryPoint]?.imports ?? [])
    .filter((i) => i.kind === 'dynamic-import')
    .flatMap((i) => outputs.filter(([, o]) => o.entryPoint === i.path).map(([name]) => name))
}

/**
 * index.html from src/index.html: the entry's CSS, then the files the first render needs in the
 * order it needs them: the entry and its static imports (once they are in, the entry runs and
 * starts the first page's requests), then the chunks the entry module itself imports at startup
 * (the renderer; the mock, in the preview) with their static imports. A browser fetches in the
 * order it finds them, so the entry's few files come before the renderer's many.
 */
function renderIndex(metafile, outdir, { dev = false, firstRequestsFile } = {}) {
  const { entryJs, entryCss, fontsCss } = dropChunkCss(metafile)
  const url = (p) => `/${posix(path.relative(outdir, path.resolve(root, p)))}`
  const staticImports = (names) => {
    const found = new Set()
    const walk = (name) => {
      for (const i of metafile.outputs[name]?.imports ?? []) {
        if (i.kind === 'import-statement' && !i.external && !found.has(i.path)) {
          found.add(i.path)
          walk(i.path)
        }
      }
    }
    for (const name of names) walk(name)
    return found
  }
  const entryImports = staticImports([entryJs])
  const startup = startupChunks(metafile)
  const startupImports = [...startup, ...staticImports(startup)].filter(
    (name) => !entryImports.has(name),
  )
  const preload = (p) => `<link rel="modulepreload" href="${url(p)}" />`
  const lowPriorityPreload = (p) =>
    `<link rel="modulepreload" fetchpriority="low" href="${url(p)}" />`
  const firstScreen = new Set([entryJs, ...entryImports, ...startupImports])
  const lazyChunks = chunkFiles(metafile, firstScreen, staticImports, url)
  const tags = [
    // data, not a script: no Content-Security-Policy applies to it. Ahead of the first script,
    // which reads it to ask for the first page's chunks
    `<script type="application/json" id="${chunkFilesId}">${JSON.stringify(lazyChunks)}</script>`,
    // the first script: it sends the first load's requests, then asks for the page's chunks,
    // while everything below is still arriving (boot/first-requests.ts). It holds the parser until
    // it has run (the browser's preload scanner fetches what follows meanwhile): an async script
    // waited behind the compiling of the chunks that came in with it, 140 ms on a warm load,
    // measured with specs/production/first-load
    firstRequestsFile && `<script src="/${firstRequestsFile}"></script>`,
    fontsCss && `<link rel="stylesheet" href="${url(fontsCss)}" />`,
    entryCss && `<link rel="stylesheet" href="${url(entryCss)}" />`,
    ...[...entryImports].map(preload),
    `<script type="module" src="${url(entryJs)}"></script>`,
    // the renderer's files below the first page's requests, which the entry sends as soon as it
    // runs: on HTTP/1.1 a host gets six connections, and tens of chunks asked for first would
    // hold those requests back behind them (boot/chunk-preload.ts does the same for a page's code)
    ...[...new Set(startupImports)].map(lowPriorityPreload),
    // a file, not inline: the proxy's Content-Security-Policy (API_URL) allows no inline script
    dev && `<script type="module" src="/${devReloadFile}"></script>`,
  ].filter(Boolean)
  const html = templateHtml.replace(/^([ \t]*)<!-- build:assets -->/m, (_, indent) =>
    tags.map((t) => indent + t).join('\n'),
  )
  const firstScreenUrls = [
    firstRequestsFile && `/${firstRequestsFile}`,
    ...[fontsCss, entryCss, ...firstScreen].filter(Boolean).map(url),
  ].filter(Boolean)
  return { html, firstScreenUrls: [...new Set(firstScreenUrls)] }
}

/**
 * The first load's requests and page modules of every route (src/first-requests/record.ts): the
 * route table and the store run in Node, bundled with our code and importing packages from
 * node_modules. The store areas the loads import lazily come along; the pages, forms and layouts
 * the table imports lazily are stand-ins that only name their modules.
 */
export async function recordFirstRequests() {
  // a lazily imported page, form or layout is a stand-in that names its module: the record
  // notes which modules a route's first load imports (their chunks are preloaded with the
  // requests), and no page code runs in Node
  const pagesNamedOnly = {
    name: 'pages-named-only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        const standIn =
          args.kind === 'dynamic-import' && !/store\/api\//.test(args.path) && !args.pluginData
        if (!standIn) return undefined
        // esbuild's own resolution; the plugin data keeps this hook from taking it again
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        })
        return { path: posix(path.relative(root, resolved.path)), namespace: 'lazy-module' }
      })
      b.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({
        contents: `export const modulePath = ${JSON.stringify(args.path)}\nexport default null\n`,
        loader: 'js',
      }))
    },
  }
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/first-requests/record.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    loader: { '.css': 'empty' },
    define: {
      __MOCK_API__: 'false',
      __DEV_TOOLS__: 'false',
      'process.env.NODE_ENV': '"production"',
    },
    plugins: [pagesNamedOnly],
    logLevel: 'warning',
  })
  // under node_modules, so that Node finds the packages it imports
  const file = path.join(cacheDir, `first-requests-record-${process.pid}.mjs`)
  await fs.mkdir(cacheDir, { recursive: true })
  await fs.writeFile(file, result.outputFiles[0].contents)
  // the packages' production code, as the browser runs it (RTK's development checks are slow)
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    const { recordFirstRequests: record } = await import(pathToFileURL(file).href)
    return await record()
  } finally {
    process.env.NODE_ENV = nodeEnv
    await fs.rm(file, { force: true })
  }
}

/** index.html's first script (boot/first-script.ts) with the recorded requests in it. */
async function firstRequestsScript() {
  const table = await recordFirstRequests()
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['boot/first-script.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    define: { __FIRST_REQUESTS__: JSON.stringify(table) },
    logLevel: 'warning',
  })
  const code = result.outputFiles[0].contents
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase()
  return { file: `first-requests-${hash}.js`, code, table }
}

/** The production build's service worker, at the root (src/service-worker/keep-code.ts). */
const serviceWorkerFile = 'sw.js'

/** The dev server's page script: esbuild's serve mode announces rebuilds on /esbuild. */
const devReloadFile = 'dev-reload.js'
const devReloadScript =
  "new EventSource('/esbuild').addEventListener('change', () => location.reload())\n"

let templateHtml = ''
async function readTemplate() {
  templateHtml = await fs.readFile(template, 'utf8')
  if (!/<!-- build:assets -->/.test(templateHtml)) {
    throw new Error(`${template} lacks the <!-- build:assets --> marker`)
  }
}

/** esbuild options shared by the build and the dev server. */
function esbuildOptions({ mock, dev, outdir }) {
  return {
    absWorkingDir: root,
    entryPoints: [entryPoint, fontsEntry],
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // every lazily imported page is its own chunk, named after its module
    splitting: true,
    // no `target`: S2 needs current browsers anyway (CSS nesting, light-dark()), so nothing is lowered
    minify: !dev,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    charset: 'utf8',
    entryNames: dev ? '[name]' : '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    // asset URLs (the sign-in page's rack image, fonts) from the site root: a relative one breaks
    // on a page loaded directly at a nested path such as /login/{silo}/local
    publicPath: '/',
    loader: {
      '.woff': 'file',
      '.woff2': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.svg': 'file',
    },
    define: {
      __MOCK_API__: String(mock),
      __DEV_TOOLS__: String(mock || dev),
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    },
    // the macros plugin comes before all but chunk-preloads: S2's `style` macro runs before
    // anything else sees the code (it hands every module on, so no plugin after it loads one)
    plugins: [withStartup, chunkPreloads, macros.esbuild(), englishOnly, selfHostedFonts],
    logLevel: 'warning',
  }
}

/**
 * Production (`mock: false`) or preview (`mock: true`) build into `outdir` (emptied first).
 * Returns the metafile (without the dropped chunk CSS) and the build time.
 */
export async function build({
  mock = false,
  outdir = path.join(root, 'dist'),
  quiet = false,
} = {}) {
  const started = performance.now()
  outdir = path.resolve(root, outdir)
  // the output directory is emptied: never a source directory
  const sources = ['boot', 'lib', 'src', 'store', 'machines', 'mirage', 'scripts', 'specs']
  if (
    root.startsWith(outdir) ||
    sources.some((dir) => `${outdir}${path.sep}`.startsWith(path.join(root, dir, path.sep)))
  ) {
    throw new Error(`refusing to empty ${outdir}: choose an output directory of its own`)
  }
  await readTemplate()
  const result = await esbuild.build(esbuildOptions({ mock, dev: false, outdir }))
  minifyEntryCss(result)
  const remote = findRemoteFetches(result.outputFiles)
  if (remote.length > 0) {
    throw new Error(`the bundle would fetch from other origins:\n  ${remote.join('\n  ')}`)
  }
  // the preview's requests have no server until its mock starts, in the console's own code
  const firstRequests = mock ? undefined : await firstRequestsScript()
  const { html, firstScreenUrls } = renderIndex(result.metafile, outdir, {
    firstRequestsFile: firstRequests?.file,
  })
  const keep = new Set(Object.keys(result.metafile.outputs).map((p) => path.resolve(root, p)))
  await fs.rm(outdir, { recursive: true, force: true })
  await fs.mkdir(outdir, { recursive: true })
  const files = result.outputFiles.filter((f) => keep.has(f.path))
  await Promise.all(
    files.map(async (f) => {
      await fs.mkdir(path.dirname(f.path), { recursive: true })
      await fs.writeFile(f.path, f.contents)
    }),
  )
  await fs.writeFile(path.join(outdir, 'index.html'), html)
  if (firstRequests) await fs.writeFile(path.join(outdir, firstRequests.file), firstRequests.code)
  // the preview keeps nothing across reloads (SPEC §1): its code has no worker to keep
  if (!mock) {
    await buildServiceWorker(outdir, Object.keys(result.metafile.outputs), firstScreenUrls)
  }
  const ms = Math.round(performance.now() - started)
  if (!quiet) {
    const kind = mock ? 'preview (mock API)' : 'production'
    console.log(
      `${kind} build: ${files.length + 1} files in ${path.relative(process.cwd(), outdir) || '.'} in ${ms} ms`,
    )
  }
  return { metafile: result.metafile, outdir, ms }
}

/**
 * The production build's service worker (src/service-worker/sw.ts) at /sw.js, unhashed: its URL
 * must stay the same across builds. It carries an id of the build's files, so a new build is a
 * new worker, which drops the previous build's kept files. It also carries the first screen's
 * files (index.html's), which it keeps while it installs.
 */
async function buildServiceWorker(outdir, outputs, firstScreenUrls) {
  const buildId = createHash('sha256').update(outputs.sort().join('\n')).digest('hex').slice(0, 12)
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/service-worker/sw.ts'],
    outfile: path.join(outdir, serviceWorkerFile),
    bundle: true,
    format: 'iife',
    minify: true,
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __FIRST_SCREEN_FILES__: JSON.stringify(firstScreenUrls),
    },
    logLevel: 'warning',
  })
}

/** The dev server: rebuild on change, history fallback, optional proxy to a real API. */
async function serve() {
  const port = Number(process.env.PORT || 4000)
  const apiUrl = process.env.API_URL
  const outdir = path.join(cacheDir, 'dev')
  const indexPath = path.join(outdir, 'index.html')
  await fs.rm(outdir, { recursive: true, force: true })
  await fs.mkdir(outdir, { recursive: true })
  await fs.writeFile(path.join(outdir, devReloadFile), devReloadScript)
  await readTemplate()

  let lastIndex = ''
  let firstBuild
  const built = new Promise((resolve) => {
    firstBuild = resolve
  })
  const onRebuild = {
    name: 'dev-index',
    setup(b) {
      let started = 0
      b.onStart(() => {
        started = performance.now()
      })
      b.onEnd(async (result) => {
        const ms = Math.round(performance.now() - started)
        if (result.errors.length > 0) {
          console.log(`build failed (${result.errors.length} errors) in ${ms} ms`)
          return
        }
        for (const p of findRemoteFetches(result.outputFiles ?? []))
          console.error(`remote fetch: ${p}`)
        let html
        try {
          await readTemplate()
          html = renderIndex(result.metafile, outdir, { dev: true }).html
        } catch (err) {
          console.error(err.message)
          return
        }
        if (html !== lastIndex) {
          lastIndex = html
          await fs.writeFile(indexPath, html)
        }
        console.log(`built in ${ms} ms`)
      })
      b.onEnd(() => firstBuild())
    },
  }
  const options = esbuildOptions({ mock: !apiUrl, dev: true, outdir })
  options.plugins.push(onRebuild)
  const ctx = await esbuild.context(options)
  await ctx.watch()
  await built // the first build writes index.html, which `fallback` needs
  if (!existsSync(indexPath)) await fs.writeFile(indexPath, templateHtml)

  const fallback = indexPath
  let server
  if (apiUrl) {
    const upstream = await ctx.serve({ servedir: outdir, fallback, host: '127.0.0.1', port: 0 })
    server = await listenProxy({ apiUrl, appPort: upstream.port, port })
    console.log(`Console on http://localhost:${port} (API: ${apiUrl})`)
  } else {
    await ctx.serve({ servedir: outdir, fallback, port })
    console.log(`Console on http://localhost:${port} (mock API)`)
  }

  const stop = async () => {
    server?.closeAllConnections()
    server?.close()
    // dispose waits for a build in flight; don't hang on it
    await Promise.race([ctx.dispose(), new Promise((resolve) => setTimeout(resolve, 1000))])
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/**
 * The proxy in front of the console's files (scripts/api-proxy.mjs), listening on `port` on
 * every interface.
 */
async function listenProxy({ apiUrl, appPort, port }) {
  const server = proxyServer({ apiUrl, appPort, insecure: process.env.API_INSECURE === '1' })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, resolve)
  })
  return server
}

/**
 * Builds the production bundle into `outdir` and serves it behind the proxy to `apiUrl` on `port`:
 * what `serve --prod` runs. Returns `close()`, which stops both servers and removes the build.
 */
async function startProduction({ apiUrl, outdir, port }) {
  await build({ mock: false, outdir })
  const files = staticServer(outdir)
  await new Promise((resolve) => files.listen(0, '127.0.0.1', resolve))
  const server = await listenProxy({ apiUrl, appPort: files.address().port, port })
  const close = async () => {
    for (const s of [server, files]) {
      s.closeAllConnections()
      s.close()
    }
    await fs.rm(outdir, { recursive: true, force: true })
  }
  return { close }
}

/**
 * The production build (minified, no mock) behind the same proxy as the dev server: what an
 * operator runs, tried against a real server or `npm run mock-server`. Built once at start.
 */
async function serveProduction() {
  const port = Number(process.env.PORT || 4000)
  const apiUrl = process.env.API_URL
  if (!apiUrl) {
    console.error(
      '--prod serves the production build, which has no mock API: set API_URL, e.g.\n' +
        '  npm run mock-server   (in another terminal)\n' +
        '  API_URL=http://127.0.0.1:12220 npm start -- --prod',
    )
    process.exit(2)
  }
  // one directory per run, so two runs side by side do not empty each other's build
  const outdir = path.join(cacheDir, `prod-${process.pid}`)
  const { close } = await startProduction({ apiUrl, outdir, port })
  console.log(`Console (production build) on http://localhost:${port} (API: ${apiUrl})`)

  const stop = async () => {
    await close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      mock: { type: 'boolean', default: false },
      outdir: { type: 'string' },
      prod: { type: 'boolean', default: false },
    },
  })
  const [command] = positionals
  if (command === 'build') {
    await build({ mock: values.mock, outdir: values.outdir ?? 'dist' })
  } else if (command === 'serve') {
    await (values.prod ? serveProduction() : serve())
  } else {
    console.error(
      'usage: node build.mjs build [--mock] [--outdir=dir] | node build.mjs serve [--prod]',
    )
    process.exit(2)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    // esbuild has printed its own errors already
    if (!err.errors) console.error(err.message ?? err)
    process.exit(1)
  })
}
