/** Plans and quotas (docs/tenancy.md, "Plans and quotas"): the API's meters. */
export { registerPlanRoutes } from './routes';
