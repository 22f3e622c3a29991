import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.js';

// The repository's own checks (boundaries, scripts). Browser journeys run under Playwright, benchmarks under `npm run bench`.
export default mergeConfig(
  sourceConditions,
  defineProject({
    test: { name: 'repo', include: ['tools/**/*.test.ts', 'bench/**/*.test.ts'] },
  }),
);
