/** Types for scripts/gen-api.mjs, so TypeScript tests can import it. */
export declare const contractPath: string
type Generated = { wire: string; endpoints: string; contractRoutes: string }
export declare const generatedFiles: Generated
export declare function generate(): Promise<Generated>
