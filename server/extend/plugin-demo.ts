/**
 * A plugin's demo data (docs/extending.md#plugins): `definePluginServer(plugin, { demo })` names a
 * function that the demo data set (`npm run seed:demo`, the first `npm start`) runs after the core's
 * demo rows, in the order wisuda.config.ts lists the plugins and in the same transaction. It gets
 * what the core loaded, so it can fill the plugin's tables for the same universities, acara and
 * people. Types only, like ./plugin-routes.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** One demo acara as the core loaded it, its planned date moved to today's calendar. */
export interface PluginDemoAcara {
  id: number;
  ptId: number;
  /** Its university's kode_pt (`001001` is UGM). */
  kodePt: string;
  /** `YYYY-MM-DD`. */
  tanggal: string;
  status: 'draft' | 'published' | 'selesai' | 'arsip';
}

/** A demo account: its user id and, for a student, the mahasiswa record. */
export interface PluginDemoPerson {
  email: string;
  userId: number;
}

/**
 * An account a plugin's demo adds (say, the door staff of a university): verified, with the demo
 * password, `role` as its role, bound to the university of `kodePt`, and printed with the demo's
 * sign-ins on the first start as `Demo <label> sign-in`.
 */
export interface PluginDemoAccount {
  email: string;
  name: string;
  /** A role's name (the plugin's own, e.g. `petugas_pintu`): the account's only role. */
  role: string;
  kodePt: string;
  label: string;
}

/** What the core demo loaded, for a plugin's demo to build on. */
export interface PluginDemoContext {
  /** The demo universities' ids by kode_pt. */
  universities: ReadonlyMap<string, number>;
  acara: readonly PluginDemoAcara[];
  /** The documented demo student (at UGM's past acara). */
  student: PluginDemoPerson & { mahasiswaId: number };
  /** The demo university operators, each bound to the university of `kodePt`. */
  operators: readonly (PluginDemoPerson & { kodePt: string })[];
  /** Adds a demo account (in the demo's transaction); its user id. */
  account(account: PluginDemoAccount): Promise<PluginDemoPerson>;
}

/** A plugin's demo: fills its tables in the demo's transaction `trx`. */
export type PluginDemo = (trx: Kysely<Database>, demo: PluginDemoContext) => Promise<void>;
