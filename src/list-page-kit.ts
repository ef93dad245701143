/**
 * What nearly every page is built of (the list page's template: its table, columns, header, row
 * actions and list hook), bundled with the renderer (render-app.tsx imports this module) rather
 * than left to esbuild's code splitting. Splitting puts each module in a chunk of its own set of
 * importers, so these small modules, each shared by a different few dozen of the lazily loaded
 * pages, forms and tabs, came as many small chunks behind the projects page's own: each one a
 * request, a preload link inserted by the first script, a module to instantiate. Here they come
 * in the renderer's chunk, which the first load fetches beside the entry anyway; the projects
 * page is then one chunk (scripts/build.test.ts keeps it so).
 *
 * A module nearly every list page imports belongs here too: add its import below, or it comes
 * as a chunk of its own on the first screen; scripts/build.test.ts names the modules of such
 * chunks (docs/architecture.md, Loading).
 */
import '@/components/columns'
import '@/components/PageHeader'
import '@/components/ResourceTable'
import '@/components/row-actions'
import '@/hooks/use-permissions'
import '@/hooks/use-resource-list'
import '@/util/docs'
