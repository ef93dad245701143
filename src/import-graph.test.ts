// @vitest-environment node
/**
 * The route table lazily imports every page; a page that imported the route table back (through
 * the renderer, say) would close a circle through it, and every page would sit on it. Pages read
 * the current route from hooks/use-route.ts, which names only the route types (route-types.ts).
 * No module anywhere is on a circle, type imports counted (docs/architecture.md, Layers).
 *
 * The first screen (a cold /projects) fetches the entry's static imports and the page's: xstate
 * and the machines are not among them, since what the first screen does not run it should not
 * fetch. The toast queue and the confirm dialog, which every page can reach, load on first use
 * through xstate-free facades (machines/lazy-actor.ts). */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
    : specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
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

interface Imports {
  /** The repository's source files it imports (outside node_modules), static or dynamic. */
  files: { file: string; dynamic: boolean }[]
  /** The packages it imports statically. */
  packages: string[]
}

const isPackage = (specifier: string) => !/^(\.|~\/|@\/)/.test(specifier)

/** Runtime imports of a file; `import type` and `export type` are erased. */
function importsOf(file: string): Imports {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
  ].map((match) => ({ specifier: match[1], dynamic: false }))
  const dynamic = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => ({
    specifier: match[1],
    dynamic: true,
  }))
  return {
    files: [...specifiers, ...dynamic].flatMap(({ specifier, dynamic }) => {
      const target = resolve(file, specifier)
      return target &&
        !target.includes(`${path.sep}node_modules${path.sep}`) &&
        /\.tsx?$/.test(target)
        ? [{ file: target, dynamic }]
        : []
    }),
    packages: specifiers.map((s) => s.specifier).filter(isPackage),
  }
}

const graph = new Map<string, Imports>()
const importsOfCached = (file: string) => {
  const imports = graph.get(file) ?? importsOf(file)
  graph.set(file, imports)
  return imports
}

/** Every file reachable from `starts`; through dynamic imports too, or only static ones. */
function reach(starts: string[], { dynamic }: { dynamic: boolean }) {
  const reached = new Set<string>()
  const stack = [...starts]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (reached.has(file)) continue
    reached.add(file)
    for (const edge of importsOfCached(file).files) {
      if (dynamic || !edge.dynamic) stack.push(edge.file)
    }
  }
  return reached
}

const relative = (files: Iterable<string>) =>
  [...files].map((file) => path.relative(root, file)).sort()

describe('import graph', () => {
  const files = sourceFiles(src)
  const table = path.join(src, 'route-table.ts')

  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(50)
    // the route table reaches every page through the areas' route modules (src/routes/)
    const reached = reach(
      importsOfCached(table).files.map((edge) => edge.file),
      { dynamic: true },
    )
    expect(
      [...reached].filter((file) => file.includes(`${path.sep}pages${path.sep}`)).length,
    ).toBeGreaterThan(50)
  })

  it('has no circle through the route table', () => {
    // every file the route table reaches; none of them may reach it back
    const reached = reach(
      importsOfCached(table).files.map((edge) => edge.file),
      { dynamic: true },
    )
    const back = [...reached].filter((file) =>
      importsOfCached(file).files.some((edge) => edge.file === table),
    )
    expect(relative(back)).toEqual([])
  })
})

/** Every import of a file, type-only ones included: what a reader (or madge) sees as a link. */
function allImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    const target = resolve(file, specifier)
    return target && /\.tsx?$/.test(target) ? [target] : []
  })
}

/** The strongly connected components of more than one file (Tarjan's algorithm). */
function circlesAmong(files: string[]): string[][] {
  const inGraph = new Set(files)
  const edges = new Map(
    files.map((file) => [file, allImportsOf(file).filter((t) => inGraph.has(t))]),
  )
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    lowest.set(file, index.get(file) as number)
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(target) as number))
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) as number, index.get(target) as number))
      }
    }
    if (lowest.get(file) !== index.get(file)) return
    const circle: string[] = []
    let member: string
    do {
      member = stack.pop() as string
      onStack.delete(member)
      circle.push(member)
    } while (member !== file)
    if (circle.length > 1) circles.push(relative(circle))
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return circles
}

describe('no circles, type imports counted', () => {
  const layers = ['src', 'machines', 'store', 'mirage', 'boot', 'lib'].flatMap((dir) =>
    sourceFiles(path.join(root, dir)).filter(
      (file) => !file.includes(`${path.sep}__generated__${path.sep}`),
    ),
  )

  it('reads every layer', () => {
    expect(layers.length).toBeGreaterThan(300)
  })

  it('finds a circle, through a type import too, and only the files on it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'))
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text)
      return path.join(dir, name)
    }
    const files = [
      write('table.ts', "export const pages = [() => import('./page')]\n"),
      write('page.ts', "import type { Route } from './hooks'\nexport const page = 1\n"),
      write('hooks.ts', "import type { Table } from './table'\nexport type Route = Table\n"),
      write('leaf.ts', "import { page } from './page'\nexport const leaf = page\n"),
    ]
    try {
      expect(circlesAmong(files).map((circle) => circle.map((f) => path.basename(f)))).toEqual([
        ['hooks.ts', 'page.ts', 'table.ts'],
      ])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it('has no strongly connected component in src, machines, store, mirage, boot or lib', () => {
    expect(circlesAmong(layers)).toEqual([])
  })
})

describe('layers', () => {
  // docs/architecture.md, Layers: imports run one way, from the app down to the shared helpers
  const mayImport: Record<string, string[]> = {
    lib: [],
    boot: ['lib'],
    store: ['lib', 'boot'],
    machines: ['lib', 'store'],
    mirage: ['lib', 'store', 'machines'],
    src: ['lib', 'boot', 'store', 'machines', 'mirage'],
  }
  const layerOf = (file: string) => path.relative(root, file).split(path.sep)[0]

  it('each layer imports only the layers below it', () => {
    const upward = Object.keys(mayImport).flatMap((layer) =>
      sourceFiles(path.join(root, layer)).flatMap((file) =>
        allImportsOf(file)
          .filter((target) => {
            const to = layerOf(target)
            return to in mayImport && to !== layer && !mayImport[layer].includes(to)
          })
          .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
      ),
    )
    expect(upward).toEqual([])
  })
})

describe('one home per resource', () => {
  // the router shows the pages: the only modules outside an area that import its page files
  const isRouter = (file: string) =>
    ['route-table.ts', 'routes.tsx'].includes(file) || file.startsWith(`routes${path.sep}`)
  const areaOf = (file: string) => {
    const [top, area] = path.relative(src, file).split(path.sep)
    return top === 'pages' ? area : undefined
  }

  it('no form, component or other area imports a page file (what they share lives in src/resources or the kit)', () => {
    const reached = sourceFiles(src).flatMap((file) =>
      allImportsOf(file)
        .filter((target) => areaOf(target) !== undefined && areaOf(target) !== areaOf(file))
        .filter(() => !isRouter(path.relative(src, file)))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    )
    expect(reached).toEqual([])
  })
})

describe('the first screen, a cold /projects', () => {
  const entry = path.join(src, 'main.tsx')
  const firstScript = path.join(root, 'boot/first-script.ts')
  // the entry's startup imports the renderer itself (index.html preloads it)
  const firstScreen = reach(
    [entry, path.join(src, 'render-app.tsx'), path.join(src, 'pages/projects/ProjectsPage.tsx')],
    { dynamic: false },
  )

  it('sends the first requests from index.html’s first script, which carries only boot/ and lib/', () => {
    // it runs before any of the console's code has arrived (docs/architecture.md, Loading: the
    // first load): the store, the route table and React stay out of it
    const reached = reach([firstScript], { dynamic: true })
    expect(relative(reached).filter((file) => !/^(boot|lib)\//.test(file))).toEqual([])
    expect([...reached].flatMap((file) => importsOfCached(file).packages)).toEqual(['regexparam'])
  })

  it('starts the first requests from an entry without React DOM or S2', () => {
    // the first page's requests leave once the entry's static imports have run: the store and
    // the route table's loads, not the code that renders (src/main.tsx)
    const renderers = [...reach([entry], { dynamic: false })].flatMap((file) =>
      importsOfCached(file)
        .packages.filter((name) => /^(react-dom|@react-spectrum\/|react-aria)/.test(name))
        .map((name) => `${path.relative(root, file)} → ${name}`),
    )
    expect(renderers).toEqual([])
    expect(importsOfCached(entry).files).toContainEqual({
      file: path.join(src, 'render-app.tsx'),
      dynamic: true,
    })
  })

  it('is the entry and the page with their static imports', () => {
    expect(relative(firstScreen)).toEqual(
      expect.arrayContaining([
        'src/App.tsx',
        'src/layouts/MainLayout.tsx',
        'src/components/Toasts.tsx',
        'src/components/ConfirmDialog.tsx',
        'src/components/row-actions.ts',
      ]),
    )
    // the lazily loaded route is left out: only its page is on the path
    expect(relative(firstScreen)).not.toContain('src/pages/instances/InstancesPage.tsx')
  })

  it('carries the page header’s ⓘ without its popover, which loads once the page is idle', () => {
    expect(relative(firstScreen)).toContain('src/components/PageInfo.tsx')
    expect(relative(firstScreen)).not.toContain('src/components/PageInfoHelp.tsx')
    const contextualHelp = [...firstScreen].filter((file) =>
      importsOfCached(file).packages.includes('@react-spectrum/s2/ContextualHelp'),
    )
    expect(contextualHelp).toEqual([])
  })

  it('draws its list without S2’s virtualized table, which only a page past the default size loads', () => {
    expect(relative(firstScreen)).toContain('src/components/StaticTableView.tsx')
    expect(relative(firstScreen)).not.toContain('src/components/VirtualTableView.tsx')
    const tableView = [...firstScreen].filter((file) =>
      importsOfCached(file).packages.includes('@react-spectrum/s2/TableView'),
    )
    expect(relative(new Set(tableView))).toEqual([])
  })

  it('imports no xstate', () => {
    const xstate = [...firstScreen].flatMap((file) =>
      importsOfCached(file)
        .packages.filter((name) => /^(xstate|@xstate\/)/.test(name))
        .map((name) => `${path.relative(root, file)} → ${name}`),
    )
    expect(xstate).toEqual([])
  })

  it('holds no machine, only the xstate-free ways to the toasts and the confirm dialog', () => {
    const machines = relative(firstScreen).filter((file) => file.startsWith('machines/'))
    expect(machines).toEqual([
      'machines/confirm-dialog.ts',
      'machines/lazy-actor.ts',
      'machines/toaster.ts',
    ])
  })

  it('holds none of the inspector, which loads when QA opens it', () => {
    expect(relative(firstScreen).filter((file) => file.startsWith('src/inspector/'))).toEqual([])
    // the preview's session menu carries only the opener and the panel's mount; the panel, the
    // chart and elkjs come through the opener's dynamic import
    const menu = reach([path.join(src, 'components/MockSessionMenu.tsx')], { dynamic: false })
    expect(relative(menu).filter((file) => file.startsWith('src/inspector/'))).toEqual([
      'src/inspector/InspectorMount.tsx',
      'src/inspector/opener.ts',
    ])
    const opened = reach([path.join(src, 'inspector/opener.ts')], { dynamic: true })
    expect(relative(opened)).toEqual(
      expect.arrayContaining([
        'src/inspector/InspectorHost.tsx',
        'src/inspector/diagram-layout.ts',
      ]),
    )
    expect(importsOfCached(path.join(src, 'inspector/diagram-layout.ts')).packages).toContain(
      'elkjs/lib/elk.bundled.js',
    )
  })

  it('holds of the Jump to palette only its opener: the palette loads when it first opens', () => {
    expect(relative(firstScreen).filter((file) => file.startsWith('src/jump-to/'))).toEqual([
      'src/jump-to/JumpToMount.tsx',
      'src/jump-to/opener.ts',
    ])
    // the opener (the shortcut's listener, the open state: util/lazy-overlay.ts) imports,
    // lazily, the palette
    const opener = importsOfCached(path.join(src, 'jump-to/opener.ts'))
    expect(opener.packages).toEqual([])
    expect(opener.files).toEqual([
      { file: path.join(src, 'util/lazy-overlay.ts'), dynamic: false },
      { file: path.join(src, 'jump-to/JumpToPalette.tsx'), dynamic: true },
    ])
    expect(importsOfCached(path.join(src, 'util/lazy-overlay.ts'))).toEqual({
      files: [],
      packages: ['react'],
    })
    const opened = relative(reach([path.join(src, 'jump-to/opener.ts')], { dynamic: true }))
    expect(opened).toEqual(
      expect.arrayContaining(['src/jump-to/JumpToPalette.tsx', 'src/jump-to/jump-targets.ts']),
    )
  })

  it('reaches the toasts’ and the confirm dialog’s machines through dynamic imports', () => {
    const later = relative(reach([...firstScreen], { dynamic: true }))
    expect(later).toEqual(
      expect.arrayContaining([
        'machines/toast.machine.ts',
        'machines/confirm-dialog.machine.ts',
        'src/components/ToastsView.tsx',
        'src/components/ConfirmDialogView.tsx',
      ]),
    )
  })
})

describe('the instance page’s Storage tab, where an instance opens', () => {
  const storageTab = reach([path.join(src, 'pages/instances/InstanceStorageTab.tsx')], {
    dynamic: false,
  })

  it('carries neither the other tabs nor the disk form, which load when asked for', () => {
    expect(relative(storageTab)).not.toContain('src/pages/instances/InstanceConnectTab.tsx')
    expect(relative(storageTab)).not.toContain('src/pages/instances/InstanceSettingsTab.tsx')
    expect(relative(storageTab)).not.toContain('src/pages/instances/InstanceNetworkingTab.tsx')
    expect(relative(storageTab)).not.toContain('src/forms/instance-disk-create.tsx')
    expect(relative(storageTab)).not.toContain('src/forms/disk-source-fields.tsx')
  })

  it('shows its first rows without the attach form, whose picker and form kit come beside them', () => {
    expect(relative(storageTab)).not.toContain('src/pages/instances/InstanceDiskAttach.tsx')
    expect(relative(storageTab)).not.toContain('src/components/form/TargetPickerField.tsx')
    const packages = [...storageTab].flatMap((file) => importsOfCached(file).packages)
    expect(packages.filter((name) => name === 'formik' || name.endsWith('/Picker'))).toEqual([])
  })
})
