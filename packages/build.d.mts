/** Types of build.mjs, for the tests that import it. */
export declare const SERVER_ONLY: readonly string[];
export declare function importsOf(code: string): string[];
export declare function checkImports(dir: string, pkg: Record<string, unknown>): string[];
export declare function build(dir: string): void;
export declare function lineMappings(mappings: string): string;
export declare function packagedMap(
  map: { sources: string[]; sourceRoot?: string; mappings: string },
  mapFile: string,
): { sources: string[]; sourceRoot: string; sourcesContent: string[]; mappings: string };
export declare function hasUseClient(code: string): boolean;
export declare function checkDirectives(dir: string, pkg: Record<string, unknown>): string[];
