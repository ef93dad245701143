// @vitest-environment node
/**
 * Where styles live (docs/architecture.md, Layers): a component's or page's CSS beside it,
 * imported in one place, app.css, whose @imports esbuild bundles in order into the entry
 * stylesheet the first load links. A CSS file that app.css does not import would style nothing,
 * or, imported from its .tsx, land in the stylesheet at a place the import graph decides.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const src = __dirname
const appCss = path.join(src, 'app.css')
/** main.tsx imports the fonts and app.css themselves. */
const entryStyles = [appCss, path.join(src, 'fonts.css')]
/** The preview's sign-in hint: only the preview build has its code, so its .tsx imports its CSS. */
const previewOnly = path.join(src, 'pages/login/PreviewLoginHint.css')

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, pattern)
    return pattern.test(entry.name) ? [full] : []
  })
}

const appImports = [...readFileSync(appCss, 'utf8').matchAll(/^@import "(\.[^"]+)";$/gm)].map(
  (match) => path.join(src, match[1]),
)

it('imports every component’s and page’s CSS from app.css', () => {
  for (const file of appImports) expect(existsSync(file), file).toBe(true)
  const notImported = filesUnder(src, /\.css$/).filter(
    (file) => !appImports.includes(file) && !entryStyles.includes(file) && file !== previewOnly,
  )
  expect(notImported).toEqual([])
})

it('imports CSS from no module but the entry (and the preview’s own hint)', () => {
  const importers = filesUnder(src, /\.tsx?$/)
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .filter((file) => /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file))
  expect(importers.sort()).toEqual(['main.tsx', 'pages/login/PreviewLoginHint.tsx'])
})
