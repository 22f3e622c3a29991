import { accountRoutes } from '../modules/accounts/account.routes.js';
import type { ApiRoute } from './api-route.js';

/**
 * Every API route declared with `defineRoute`, grouped like the spec's API tables. A new area adds
 * one line here; its routes are then validated, authorized and listed in the OpenAPI document.
 */
export const apiRoutes: readonly ApiRoute[] = [...accountRoutes];
