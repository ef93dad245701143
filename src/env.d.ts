/** Build-time flags set by build.mjs (and vitest.config.ts); branches on them are removed from builds that turn them off. */
/** The in-browser Mirage mock is in the bundle and serves the API. */
declare const __MOCK_API__: boolean
/** Developer and QA tools (the Stately inspector) are in the bundle. */
declare const __DEV_TOOLS__: boolean
