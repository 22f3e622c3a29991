export const MINIMUM_NODE_MAJOR: number;
export const FETCHED_NODE_MAJOR: number;
export function runsOnSupportedNode(version?: string): boolean;
export function fetchCurrentNode(): string | undefined;
export function rerunOn(binary: string): Promise<number>;
