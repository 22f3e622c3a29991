import { type UserConfig } from 'vite';
/** Tests read every workspace package from its TypeScript source, never from a stale build. */
export declare const sourceConditions: UserConfig;
//# sourceMappingURL=vitest.shared.d.ts.map
