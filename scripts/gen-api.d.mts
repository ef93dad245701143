/** Types for scripts/gen-api.mjs, so TypeScript tests can import it. */
export declare const contractPath: string
/** The areas endpoints are split into: the contract's tags, as file names. */
export declare const areas: readonly string[]
/** Generated file by name: `wire`, `types`, `definitions`, `contractRoutes` and one per area. */
export declare const generatedFiles: Record<string, string>
export declare function generate(): Promise<Record<string, string>>
/** The top-level declarations of wire.ts: what the code imports from it. */
export declare const WIRE_DECLARATIONS: readonly string[]
