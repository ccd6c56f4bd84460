/** Plans and quotas (docs/tenancy.md, "Plans and quotas"): the API's meters and the read-only guard. */
export { registerPlanRoutes } from './routes';
export { installPlanGuard } from './guard';
