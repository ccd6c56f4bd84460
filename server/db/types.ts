import type { ColumnType, Generated } from 'kysely';

/** Row types for the hand-written queries (auth, files). Generic CRUD works from the domain declarations. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Ts = ColumnType<Date, Date | string, Date | string>;
type NullableTs = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  nim: string | null;
  password_hash: string | null;
  email_verified_at: NullableTs;
  is_active: Generated<boolean>;
  /** Self-registration under approval: pending | approved | rejected (null: none asked). */
  persetujuan: string | null;
  /** The language the user reads (a locale code; mails are written in it). */
  bahasa: string | null;
  foto: string | null;
  no_hp: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface RolesTable {
  id: Id;
  name: string;
  description: string | null;
  is_builtin: Generated<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface PermissionsTable {
  id: Id;
  name: string;
  description: string | null;
  is_builtin: Generated<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface RoleUserTable {
  user_id: number;
  role_id: number;
  position: Generated<number>;
}
export interface PermissionRoleTable {
  role_id: number;
  permission_id: number;
}
export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Ts;
  last_used_at: Stamp;
  revoked_at: NullableTs;
  user_agent: string | null;
  ip: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface TokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Ts;
  used_at: NullableTs;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface OutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /**
   * The mail without its single-use links (server/mail/compose.ts `atRest`), written over the bodies
   * once it is delivered or given up, then cleared (server/jobs/mail-worker.ts). Null: nothing to remove.
   */
  text_at_rest: string | null;
  html_at_rest: string | null;
  /** The bodies were put at rest: their single-use links are gone, so the mail cannot be sent again. */
  links_removed: Generated<boolean>;
  /** queued, sent, failed or logged (domain/resources/mailOutbox.ts, docs/jobs.md). */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTs;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface AuditLogTable {
  id: Id;
  user_id: number | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Stamp;
}
export interface FileGroupTable {
  id: Id;
  acara_id: number;
  nama: string;
  tipe: string;
  deskripsi: string | null;
  cover_file_id: number | null;
  is_published: boolean;
  allow_download: boolean;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface FileTable {
  id: Id;
  file_group_id: number;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  checksum: string;
  thumb_key: string;
  preview_key: string;
  placeholder: string | null;
  taken_at: NullableTs;
  /** The camera's key (model, hash of its serial): server/files/exif.ts cameraKey. */
  camera: string | null;
  uploaded_by: number | null;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface FileMahasiswaTable {
  file_id: number;
  mahasiswa_id: number;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface FileFavoriteTable {
  user_id: number;
  file_id: number;
  created_at: Stamp;
}
/** Tables reached mostly through the generic CRUD; typed loosely here. */
export type GenericRow = Record<string, unknown> & { id: Id };

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_user: RoleUserTable;
  permission_role: PermissionRoleTable;
  sessions: SessionsTable;
  email_verifications: TokenTable;
  password_resets: TokenTable;
  email_changes: TokenTable & { new_email: string; cancel_token_hash: string | null };
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  file_group: FileGroupTable;
  file: FileTable;
  file_mahasiswa: FileMahasiswaTable;
  file_favorite: FileFavoriteTable;
  /** The universities an account is bound to (docs/tenancy.md). */
  user_perguruan_tinggi: { user_id: number; pt_id: number };
  mahasiswa: GenericRow;
  acara: GenericRow;
  perguruan_tinggi: GenericRow;
  fakultas: GenericRow;
  program_studi: GenericRow;
  bentuk_pt: GenericRow;
  plan: GenericRow;
  app_settings: GenericRow;
}
