import { availableParallelism } from 'node:os'
import macros from 'unplugin-parcel-macros'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [macros.vite()],
  define: { __MOCK_API__: 'true', __DEV_TOOLS__: 'true' },
  resolve: {
    alias: {
      '~': new URL('.', import.meta.url).pathname,
      '@': new URL('./src', import.meta.url).pathname,
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['{boot,lib,src,store,machines,mirage,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    server: { deps: { inline: [/@react-spectrum/, /@react-aria/, /react-aria/, /@spectrum/] } },
    css: false,
    // one test file per core: Vitest's default of one fewer left half of CI's two cores idle
    // (mirage's files took 155 s on one worker, 101 s on two)
    maxWorkers: availableParallelism(),
  },
})
