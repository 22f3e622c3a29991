export interface UiString {
  line: number;
  text: string;
}
export interface BaselineFailure {
  file: string;
  allowed: number;
  strings: UiString[];
}
export declare const TEXT_ATTRIBUTES: Set<string>;
export declare function isUiText(text: string): boolean;
export declare function uiStringsIn(code: string): UiString[];
export declare function compareWithBaseline(
  found: Record<string, UiString[]>,
  baseline: Record<string, number>,
): { failures: BaselineFailure[]; total: number; counts: Record<string, number> };
export declare function collectUiStrings(root: string): Record<string, UiString[]>;
