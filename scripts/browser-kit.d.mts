/** Types for scripts/browser-kit.mjs, so TypeScript tests can import it. */
import type { Server } from 'node:http'

export declare const browsers: [bin: string, debianPackage: string][]
export declare function ensureDebianPackages(
  binaries: [bin: string, debianPackage: string][],
  needs: string,
): void
export declare function ensureBrowser(): void
export declare function staticServer(dir: string): Server
