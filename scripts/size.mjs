// Bundle figures: build time and the gzip size of what a cold load of a page fetches.
//
//   node scripts/size.mjs [page modules...]      default: src/pages/projects/ProjectsPage.tsx
//
// A cold load fetches index.html's assets (the entry chunk, its static imports, the CSS), the
// chunks that src/main.tsx imports itself before the first render (the renderer; the mock, in
// the preview build), and the lazily imported chunks of the route: the page modules named here.
// Figures only; nothing is asserted.
import fs from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, cacheDir, entryModule, entryPoint, root, startupChunks } from '../build.mjs'

const pages = process.argv.slice(2)
if (pages.length === 0) pages.push('src/pages/projects/ProjectsPage.tsx')

/**
 * The output files a cold load of `modules` (and of the output chunks `chunks`) fetches: their
 * chunks and static imports, CSS.
 */
function coldLoad(metafile, modules, chunks) {
  const { outputs } = metafile
  const files = new Set()
  const missing = []
  const add = (name) => {
    if (files.has(name)) return
    files.add(name)
    const output = outputs[name]
    if (output.cssBundle) files.add(output.cssBundle)
    for (const i of output.imports) if (i.kind === 'import-statement' && !i.external) add(i.path)
  }
  for (const module of modules) {
    const name = Object.keys(outputs).find(
      (o) => outputs[o].entryPoint && entryModule(outputs[o].entryPoint) === module,
    )
    if (name) add(name)
    else missing.push(module)
  }
  for (const name of chunks) add(name)
  // stylesheets that index.html links although no chunk names them (src/fonts.css)
  for (const [name, output] of Object.entries(outputs)) {
    if (name.endsWith('.css') && output.entryPoint) files.add(name)
  }
  return { files: [...files], missing }
}

async function measure(files) {
  const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  const rows = []
  for (const file of files) {
    const contents = await fs.readFile(path.resolve(root, file))
    const gzip = gzipSync(contents, { level: 9 }).length
    const kind = file.endsWith('.css') ? 'css' : 'js'
    sizes[kind].raw += contents.length
    sizes[kind].gzip += gzip
    rows.push({ file: path.basename(file), raw: contents.length, gzip })
  }
  return { sizes, rows }
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`
const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n))

const results = []
for (const [label, mock, outdir] of [
  ['production', false, path.join(root, 'dist')],
  ['preview', true, path.join(cacheDir, 'size-preview')],
]) {
  const { metafile, ms } = await build({ mock, outdir, quiet: true })
  const { files, missing } = coldLoad(metafile, [entryPoint, ...pages], startupChunks(metafile))
  const { sizes, rows } = await measure(files)
  const totalOut = Object.values(metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
  results.push({ label, ms, sizes, rows, missing, totalOut })
}

console.log(`cold load of ${pages.join(' + ')} (gzip -9)\n`)
const header = ['build', 'time', 'JS gzip', 'CSS gzip', 'total gzip', 'JS raw', 'CSS raw']
const table = results.map(({ label, ms, sizes }) => [
  label,
  `${ms} ms`,
  kB(sizes.js.gzip),
  kB(sizes.css.gzip),
  kB(sizes.js.gzip + sizes.css.gzip),
  kB(sizes.js.raw),
  kB(sizes.css.raw),
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)))
for (const row of [header, ...table]) {
  console.log(row.map((c, i) => pad(c, widths[i], i > 0)).join('  '))
}
for (const { label, rows, missing, totalOut } of results) {
  console.log(`\n${label}: files fetched, raw and gzip (whole output with maps: ${kB(totalOut)})`)
  for (const r of rows)
    console.log(`  ${pad(r.file, 44)} ${pad(kB(r.raw), 10, true)} ${pad(kB(r.gzip), 10, true)}`)
  for (const m of missing) console.log(`  (no chunk for ${m}: is it imported lazily?)`)
}
