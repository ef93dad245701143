import { preloadChunksOf } from './chunk-preload'

const preloadLinks = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('preloadChunksOf', () => {
  beforeAll(() => {
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = 'chunk-files'
    list.textContent = JSON.stringify({
      files: ['/Page-A.js', '/chunk-shared.js', '/Other-B.js'],
      modules: { 'src/pages/A.tsx': [0, 1], 'src/pages/B.tsx': [2, 1] },
    })
    document.body.append(list)
  })

  it('preloads the module’s chunk and the chunks it imports, each once', () => {
    preloadChunksOf('src/pages/A.tsx')
    expect(preloadLinks()).toEqual(['/Page-A.js', '/chunk-shared.js'])
    preloadChunksOf('src/pages/A.tsx')
    preloadChunksOf('src/pages/B.tsx')
    expect(preloadLinks()).toEqual(['/Page-A.js', '/chunk-shared.js', '/Other-B.js'])
  })

  it('asks for them below the priority of the API’s requests', () => {
    const priorities = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('fetchpriority'),
    )
    expect(priorities).toEqual(['low', 'low', 'low'])
  })

  it('asks for none of the chunks index.html’s first script has asked for', async () => {
    // the first script's copy of this module, as the page has it: another module instance
    vi.resetModules()
    const firstScriptCopy = await import('./chunk-preload')
    const before = preloadLinks()
    firstScriptCopy.preloadChunksOf('src/pages/A.tsx')
    firstScriptCopy.preloadChunksOf('src/pages/B.tsx')
    expect(preloadLinks()).toEqual(before)
  })

  it('reads the list once for the page, whichever copy of the module asks', async () => {
    vi.resetModules()
    const anotherCopy = await import('./chunk-preload')
    const parse = vi.spyOn(JSON, 'parse')
    anotherCopy.preloadChunksOf('src/pages/B.tsx')
    preloadChunksOf('src/pages/A.tsx')
    expect(parse).not.toHaveBeenCalled()
    parse.mockRestore()
  })

  it('does nothing for a module the list does not name', () => {
    const before = preloadLinks()
    preloadChunksOf('src/pages/Unknown.tsx')
    expect(preloadLinks()).toEqual(before)
  })
})
