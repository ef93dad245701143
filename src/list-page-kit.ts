/**
 * What nearly every page is built of (the list page's template: its table, columns, header, row
 * actions and list hook), bundled with the renderer (render-app.tsx imports this module) rather
 * than left to esbuild's code splitting. Splitting puts each module in a chunk of its own set of
 * importers, so these small modules, each shared by a different few dozen of the ~300 lazily
 * loaded pages, forms and tabs, came as 19 chunks of 0.2–11 kB behind the projects page's own:
 * each one a request, a preload link inserted by the first script, a module to instantiate.
 * Here they come in the renderer's chunk, which the first load fetches beside the entry anyway;
 * the projects page is then one chunk. Measured with `node scripts/bench.mjs --mode=production
 * --only=projects --runs=15`: first /projects row 374 → 317 ms, main-thread CPU to it 190 →
 * 179 ms, its JS 228.5 → 223.4 kB gzip (scripts/build.test.ts keeps the page at one chunk).
 */
import '@/components/columns'
import '@/components/PageHeader'
import '@/components/ResourceTable'
import '@/components/row-actions'
import '@/hooks/use-resource-list'
import '@/util/docs'
