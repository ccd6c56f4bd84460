/**
 * `node --import wisuda/bin/register.js …`: the module hooks of bin/hooks.js in a process the
 * `wisuda` command starts (the installation's tests), for the installation in WISUDA_ROOT.
 */
import { register } from 'node:module';

register(new URL('./hooks.js', import.meta.url), {
  data: { root: process.env.WISUDA_ROOT ?? process.cwd() },
});
