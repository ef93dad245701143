/** Types for scripts/e2e-timings.mjs, so TypeScript tests can import it. */
export interface SpecTime {
  spec: string
  ms: number
  tests: number
  failed: number
}
export declare const SLOWEST_SPECS: number
export declare function slowestSpecs(jsonLines: string, root?: string): SpecTime[]
export declare function timingReport(specs: SpecTime[], limit?: number): string[]
export declare function summarizeTimings(file: string, root: string): Promise<string[]>
