import '../container/reflect.js';
import { AccountApi, ConcludeApi, FeatureFlagsApi, FolderApi, MemberApi, OrganizationApi, ProjectApi, StoryApi } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../container/create-container.js';
import { HttpAccountApi } from './http-account.api.js';
import { HttpStoryApi } from './http-story.api.js';

describe('workspaceApiModule', () => {
  it('is loaded by the container, binding every resource API to its HTTP adapter', () => {
    const container = createContainer({ http: { baseUrl: '/api', fetch: async () => new Response('{}') } });
    expect(container.get(AccountApi)).toBeInstanceOf(HttpAccountApi);
    expect(container.get(StoryApi)).toBeInstanceOf(HttpStoryApi);
    for (const token of [ConcludeApi, FeatureFlagsApi, FolderApi, MemberApi, OrganizationApi, ProjectApi])
      expect(container.isBound(token)).toBe(true);
  });
});
