export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const OUTSIDE_DATA_LAYOUT: string[];
export declare const DATA_LAYOUT: string;
export declare function staticClosure(
  manifest: Manifest,
  key: string,
  files?: Set<string>,
): Set<string>;
export declare function routeBundles(manifest: Manifest): { route: string; files: Set<string> }[];
