/**
 * The route table lazily imports every page; a page that imported the route table back (through
 * the renderer, say) would close a circle through it, and every page would sit on it. Pages read
 * the current route from hooks/use-route.ts, which only names the table's types.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const src = path.join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    try {
      if (readFileSync(candidate)) return candidate
    } catch {
      // next candidate
    }
  }
  return undefined
}

/** Runtime imports of a file, static and dynamic; `import type` and `export type` are erased. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    const target = resolve(file, specifier)
    return target?.startsWith(src) && /\.tsx?$/.test(target) ? [target] : []
  })
}

describe('import graph', () => {
  const files = sourceFiles(src)
  const graph = new Map(files.map((file) => [file, importsOf(file)]))

  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(graph.get(path.join(src, 'route-table.ts'))?.length).toBeGreaterThan(20)
  })

  it('has no circle through the route table', () => {
    const table = path.join(src, 'route-table.ts')
    // every file the route table reaches; none of them may reach it back
    const reached = new Set<string>()
    const stack = [...(graph.get(table) ?? [])]
    while (stack.length > 0) {
      const file = stack.pop() as string
      if (reached.has(file)) continue
      reached.add(file)
      stack.push(...(graph.get(file) ?? []))
    }
    const back = [...reached].filter((file) => graph.get(file)?.includes(table))
    expect(back.map((file) => path.relative(root, file))).toEqual([])
  })
})
