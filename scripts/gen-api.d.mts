/** Types for scripts/gen-api.mjs, so TypeScript tests can import it. */
export declare const contractPath: string
export declare const generatedFiles: { wire: string; endpoints: string }
export declare function generate(): Promise<{ wire: string; endpoints: string }>
