export interface Violation {
  rule: string;
  file: string;
  line: number;
  detail: string;
}
export declare function checkBoundaries(root: string): Violation[];
export declare function importsOf(text: string): { spec: string; line: number }[];
