// @vitest-environment node
/**
 * The production build's index.html and chunks (build.mjs): the first screen's files in the order
 * the first load needs them, and each lazily imported module's chunks preloaded in one round trip.
 */
import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build } from '../build.mjs'

let outdir = ''
let html = ''
let chunkFiles: { files: string[]; modules: Record<string, number[]> } = { files: [], modules: {} }
/** esbuild's record of the build: each output file's modules, among others. */
let outputs: Record<string, { inputs: Record<string, unknown> }> = {}

beforeAll(async () => {
  outdir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-build-test-'))
  const { metafile } = await build({ mock: false, outdir, quiet: true })
  outputs = metafile.outputs
  html = readFileSync(path.join(outdir, 'index.html'), 'utf8')
  const list = /<script type="application\/json" id="chunk-files">(.*?)<\/script>/.exec(html)
  chunkFiles = JSON.parse(list?.[1] ?? '{}')
}, 120_000)

afterAll(() => fs.rm(outdir, { recursive: true, force: true }))

const scriptOf = (file: string) => readFileSync(path.join(outdir, file), 'utf8')

it('names the entry before the renderer, and the entry’s own imports before it', () => {
  const entry = /<script type="module" src="\/(main-\w+\.js)"><\/script>/.exec(html)?.[1] ?? ''
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" (?:fetchpriority="(\w+)" )?href="\/([^"]+)"/g),
  ].map((match) => ({ file: match[2], priority: match[1] ?? 'auto', at: match.index }))
  const entryAt = html.indexOf(`src="/${entry}"`)
  const renderer = preloads.find(({ file }) => file.startsWith('render-app-'))
  expect(renderer?.at).toBeGreaterThan(entryAt)
  // the renderer's files come below the first page's API requests, the entry's do not
  expect(renderer?.priority).toBe('low')
  // every chunk the entry imports statically is named before the entry's script
  const imported = [...scriptOf(entry).matchAll(/(?:from|import)"\/([\w-]+\.js)"/g)].map(
    (m) => m[1],
  )
  expect(imported.length).toBeGreaterThan(0)
  for (const file of imported) {
    const preload = preloads.find((p) => p.file === file)
    expect(preload?.at, file).toBeLessThan(entryAt)
    expect(preload?.priority, file).toBe('auto')
  }
})

it('keeps the startup’s code in a few files, whichever pages share a part of it', () => {
  // build.mjs withStartup: without it, esbuild split the startup by the sets of pages that also
  // use each part of it, 55 files for a cold /projects
  const startupFiles = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)]
  expect(startupFiles.length).toBeGreaterThan(0)
  expect(startupFiles.length).toBeLessThanOrEqual(8)
  // a page's own chunks are listed by its path in the repository, as before
  expect(Object.keys(chunkFiles.modules)).toContain('src/forms/project-create.tsx')
  expect(Object.keys(chunkFiles.modules)).toContain('store/api/disks.ts')
})

it('lists, for a lazily imported page, its chunk and every chunk that one imports', () => {
  const indexes = chunkFiles.modules['src/pages/instances/InstancesPage.tsx']
  expect(indexes?.length).toBeGreaterThan(1)
  const files = indexes.map((index) => chunkFiles.files[index].slice(1))
  const page = files.find((file) => /^InstancesPage-\w+\.js$/.test(file))
  expect(page).toBeDefined()
  const onDisk = new Set(readdirSync(outdir))
  for (const file of files) expect(onDisk.has(file), file).toBe(true)
  // the page chunk's own static imports are all on the list, or on index.html's
  const pageImports = [...scriptOf(page ?? '').matchAll(/from"\/([\w-]+\.js)"/g)].map((m) => m[1])
  for (const file of pageImports) {
    expect(files.includes(file) || html.includes(`href="/${file}"`), file).toBe(true)
  }
})

it('brings the list page’s template with the renderer: the projects page is one chunk', () => {
  // src/list-page-kit.ts: without it, the projects page came as 20 chunks
  const files = (chunkFiles.modules['src/pages/projects/ProjectsPage.tsx'] ?? []).map(
    (index) => chunkFiles.files[index],
  )
  const besideThePage = files
    .filter((file) => !/^\/ProjectsPage-\w+\.js$/.test(file))
    .flatMap((file) => {
      const output = Object.entries(outputs).find(([name]) => name.endsWith(file))?.[1]
      return Object.keys(output?.inputs ?? {}).filter((module) => !module.includes('node_modules'))
    })
  // modules the list pages share, in chunks of their own: the one a list page imports (its own
  // imports come with it) belongs in src/list-page-kit.ts
  expect(besideThePage, 'add the one list pages import to src/list-page-kit.ts').toEqual([])
  expect(files).toEqual([expect.stringMatching(/^\/ProjectsPage-\w+\.js$/)])
})

it('preloads a module’s chunks in front of each lazy import of our code', () => {
  const table = readdirSync(outdir).find(
    (file) =>
      file.endsWith('.js') && scriptOf(file).includes('"src/pages/projects/ProjectsPage.tsx"'),
  )
  expect(table).toBeDefined()
  expect(scriptOf(table ?? '')).toMatch(
    /\w+\("src\/pages\/projects\/ProjectsPage\.tsx"\),import\("\/ProjectsPage-\w+\.js"\)/,
  )
})

it('sends the first load’s requests from a script named before every other file', () => {
  // the files the page loads: scripts, style sheets and preloads (the icon and the chunk list
  // are data in the page)
  const assets = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('rel="icon"') && !tag.includes('type="application/json"'))
  const first = /^<script src="\/(first-requests-\w+\.js)"><\/script>$/.exec(
    `${assets[0]}</script>`,
  )?.[1]
  expect(first).toBeDefined()
  // the route table's own record of /projects' first requests (src/first-requests/record.ts)
  expect(scriptOf(first ?? '')).toContain('"/v1/projects?limit=50"')
  // and the service worker keeps it with the rest of the first screen
  expect(scriptOf('sw.js')).toContain(`/${first}`)
})

it('keeps each of the stylesheet’s rules once in its cascade layer, with its source map linked', () => {
  const sheet = /<link rel="stylesheet" href="\/(main-\w+\.css)" \/>/.exec(html)?.[1] ?? ''
  const css = scriptOf(sheet)
  // build.mjs minifyEntryCss: S2's files each repeat the atoms they share; one block per layer
  // holds each once (before, `@layer _.a{` opened 56 blocks and 2,576 rules were repeats)
  const blocks = [...css.matchAll(/@layer ([\w.-]+)\{/g)].map((match) => match[1])
  expect(blocks.length).toBeGreaterThan(0)
  expect(blocks.length).toBe(new Set(blocks).size)
  expect(repeatedRules(css)).toEqual([])
  expect(css.trimEnd()).toMatch(new RegExp(`/\\*# sourceMappingURL=/${sheet}\\.map \\*/$`))
  const map = JSON.parse(scriptOf(`${sheet}.map`)) as { sources: string[] }
  expect(map.sources.some((source) => source.endsWith('src/app.css'))).toBe(true)
})

/**
 * The style rules that repeat an earlier one word for word within the same blocks (layer, media
 * query): minified CSS, so no comments or strings with braces to mind.
 */
function repeatedRules(css: string) {
  const seen = new Set<string>()
  const repeated: string[] = []
  const context: string[] = []
  let start = 0
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') {
      const prelude = css.slice(start, at).trim()
      const close = css.indexOf('}', at)
      const inner = css.slice(at + 1, close)
      if (prelude.startsWith('@') || inner.includes('{')) context.push(prelude)
      else {
        const rule = `${context.join(' ')} ${prelude}{${inner}}`
        if (seen.has(rule)) repeated.push(rule)
        seen.add(rule)
        at = close
      }
      start = at + 1
    } else if (css[at] === '}') {
      context.pop()
      start = at + 1
    } else if (css[at] === ';' && !context.length) start = at + 1
  }
  return repeated
}
