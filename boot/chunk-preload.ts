/**
 * Preloads a lazily imported module's chunk together with every chunk that one imports, so its
 * code arrives in one round trip rather than one per level of imports. build.mjs puts a call to
 * this in front of each `import('…')` of our code (its chunk-preloads plugin) and lists each
 * module's chunks in index.html, under the id below; without that list (tests, a page served
 * otherwise) it does nothing and the import loads as it would anyway.
 */
const CHUNK_FILES_ID = 'chunk-files'

interface ChunkFiles {
  /** The chunks' URLs. */
  files: string[]
  /** Per module (its path in the repository), the indexes of the files it needs. */
  modules: Record<string, number[]>
}

/**
 * The list, read once per page, and the chunks asked for so far, by index. index.html's first
 * script carries a copy of this module of its own (boot/first-script.ts) and asks for the
 * first page's chunks before the app's copy runs: both live on the page's global scope, so the
 * app neither parses the list again nor inserts tens of links again for chunks already on their
 * way (each insertion costs the main thread a fetch's start).
 */
const PRELOAD_STATE_GLOBAL = '__consoleChunkPreloads'
interface PreloadState {
  chunkFiles?: ChunkFiles | null
  requested: Set<number>
}
const globalScope = globalThis as { [PRELOAD_STATE_GLOBAL]?: PreloadState }
globalScope[PRELOAD_STATE_GLOBAL] ??= { requested: new Set() }
const state = globalScope[PRELOAD_STATE_GLOBAL]
const requested = state.requested

function readChunkFiles(): ChunkFiles | null {
  const text = document.getElementById(CHUNK_FILES_ID)?.textContent
  return text ? (JSON.parse(text) as ChunkFiles) : null
}

export function preloadChunksOf(module: string) {
  state.chunkFiles ??= readChunkFiles()
  const { chunkFiles } = state
  if (!chunkFiles) return
  // the links go into the document at once: a page's tens of chunks are one insertion, not
  // tens, while its first render runs
  const links = document.createDocumentFragment()
  for (const index of chunkFiles.modules[module] ?? []) {
    if (requested.has(index)) continue
    requested.add(index)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = chunkFiles.files[index]
    // below the API's requests (fetch's priority is high): on HTTP/1.1 a host gets six
    // connections, and a page's tens of chunks asked for first would hold its first rows'
    // requests back behind them; with this the requests go out first (docs/architecture.md,
    // Loading)
    link.setAttribute('fetchpriority', 'low')
    links.append(link)
  }
  document.head.append(links)
}
