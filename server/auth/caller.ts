/** The authenticated caller, set by the auth hook from the bearer token. */
export interface Caller {
  id: number;
  name: string;
  email: string;
  roles: { id: number; name: string }[];
  permissions: Set<string>;
  sessionId: number;
  /**
   * The universities the caller belongs to (docs/tenancy.md): those the account is bound to, and a
   * student's own. `null`: none, the company's own staff, who reach every university.
   */
  ptIds: readonly number[] | null;
  /** When the session ends at the latest (ms since the epoch), if known. */
  sessionExpiresAt?: number;
}
