import type { RouteDefinition } from '@storykeep/core';

export interface LinkViolation {
  rule: string;
  file: string;
  line: number;
  detail: string;
}
export declare function checkAppLinks(
  root: string,
  routes: readonly Pick<RouteDefinition, 'id' | 'path'>[],
  packages?: ('server' | 'web')[],
): LinkViolation[];
export declare function literalsOf(text: string): { value: string; line: number; before: string }[];
export declare function appRouteOf(value: string, routes: readonly Pick<RouteDefinition, 'id' | 'path'>[]): string | undefined;
