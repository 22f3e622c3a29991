export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const SIGN_IN_BUDGET_KB: number;
export declare const SIGN_IN_PAGE: string;
export declare function staticClosure(manifest: Manifest, roots: string[]): Set<string>;
export declare function signInPageFiles(manifest: Manifest, page?: string): string[];
export declare function gzippedSizes(dist: string, files: string[]): { sizes: { file: string; bytes: number }[]; total: number };
export declare function measureSignInPage(dist: string): {
  sizes: { file: string; bytes: number }[];
  total: number;
  kb: number;
  withinBudget: boolean;
};
