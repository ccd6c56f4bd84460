import { sql, type Kysely, type RawBuilder } from 'kysely';

type Statement = RawBuilder<unknown>;

/** Accounts: users, roles, permissions, sessions, one-time tokens and the mail outbox. */
function accountTables(stamps: Statement): Statement[] {
  return [
    sql`CREATE TABLE users (
      id bigserial PRIMARY KEY,
      name varchar(150) NOT NULL,
      email varchar(254) NOT NULL,
      nim varchar(20),
      password_hash text,
      email_verified_at timestamptz,
      is_active boolean NOT NULL DEFAULT true,
      foto varchar(300),
      no_hp varchar(20),
      ${stamps}
    )`,
    sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`,
    sql`CREATE INDEX users_nim ON users (nim)`,
    sql`CREATE INDEX users_name_lower ON users (lower(name))`,
    sql`CREATE TABLE roles (
      id bigserial PRIMARY KEY,
      name varchar(60) NOT NULL UNIQUE,
      description varchar(300),
      is_builtin boolean NOT NULL DEFAULT false,
      ${stamps}
    )`,
    sql`CREATE TABLE permissions (
      id bigserial PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      description varchar(300),
      ${stamps}
    )`,
    sql`CREATE TABLE role_user (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role_id bigint NOT NULL REFERENCES roles(id) ON DELETE RESTRICT,
      position int NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, role_id)
    )`,
    sql`CREATE INDEX role_user_role ON role_user (role_id)`,
    sql`CREATE TABLE permission_role (
      role_id bigint NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
      permission_id bigint NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, permission_id)
    )`,
    sql`CREATE INDEX permission_role_permission ON permission_role (permission_id)`,
    sql`CREATE TABLE sessions (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      user_agent varchar(300),
      ip varchar(64),
      ${stamps}
    )`,
    sql`CREATE INDEX sessions_user ON sessions (user_id)`,
    sql`CREATE TABLE email_verifications (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      ${stamps}
    )`,
    sql`CREATE INDEX email_verifications_user ON email_verifications (user_id)`,
    sql`CREATE TABLE password_resets (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      ${stamps}
    )`,
    sql`CREATE INDEX password_resets_user ON password_resets (user_id)`,
    sql`CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      to_address varchar(254) NOT NULL,
      subject varchar(300) NOT NULL,
      text_body text NOT NULL,
      html_body text,
      sent_at timestamptz,
      ${stamps}
    )`,
  ];
}

/** Master data: plans, bentuk PT, perguruan tinggi, fakultas and program studi. */
function masterTables(stamps: Statement): Statement[] {
  return [
    sql`CREATE TABLE plan (
      id bigserial PRIMARY KEY,
      kode varchar(30) NOT NULL UNIQUE,
      nama varchar(100) NOT NULL,
      deskripsi text,
      harga numeric(14,2) NOT NULL DEFAULT 0,
      durasi_bulan int NOT NULL DEFAULT 12,
      max_mahasiswa int,
      max_acara int,
      max_foto int,
      max_storage_gb int,
      fitur jsonb NOT NULL DEFAULT '[]'::jsonb,
      is_active boolean NOT NULL DEFAULT true,
      sort_order int NOT NULL DEFAULT 0,
      ${stamps}
    )`,
    sql`CREATE TABLE bentuk_pt (
      id bigserial PRIMARY KEY,
      kode varchar(10) NOT NULL UNIQUE,
      nama varchar(100) NOT NULL,
      ${stamps}
    )`,
    sql`CREATE TABLE perguruan_tinggi (
      id bigserial PRIMARY KEY,
      kode_pt varchar(10) NOT NULL UNIQUE,
      nama varchar(200) NOT NULL,
      singkatan varchar(30),
      bentuk_pt_id bigint REFERENCES bentuk_pt(id) ON DELETE RESTRICT,
      status_milik varchar(10),
      akreditasi varchar(30),
      alamat text,
      kota varchar(100),
      provinsi varchar(100),
      telepon varchar(20),
      email varchar(254),
      website varchar(300),
      logo varchar(300),
      is_active boolean NOT NULL DEFAULT true,
      paket_id bigint REFERENCES plan(id) ON DELETE RESTRICT,
      ${stamps}
    )`,
    sql`CREATE INDEX perguruan_tinggi_bentuk ON perguruan_tinggi (bentuk_pt_id)`,
    sql`CREATE INDEX perguruan_tinggi_paket ON perguruan_tinggi (paket_id)`,
    sql`CREATE INDEX perguruan_tinggi_nama ON perguruan_tinggi (lower(nama))`,
    sql`CREATE TABLE fakultas (
      id bigserial PRIMARY KEY,
      pt_id bigint NOT NULL REFERENCES perguruan_tinggi(id) ON DELETE RESTRICT,
      kode varchar(20),
      nama varchar(150) NOT NULL,
      dekan varchar(150),
      ${stamps},
      UNIQUE (pt_id, nama)
    )`,
    sql`CREATE TABLE program_studi (
      id bigserial PRIMARY KEY,
      pt_id bigint NOT NULL REFERENCES perguruan_tinggi(id) ON DELETE RESTRICT,
      fakultas_id bigint NOT NULL REFERENCES fakultas(id) ON DELETE RESTRICT,
      kode_prodi varchar(20),
      nama varchar(150) NOT NULL,
      jenjang varchar(20) NOT NULL,
      gelar varchar(50),
      akreditasi varchar(30),
      ${stamps},
      UNIQUE (fakultas_id, nama, jenjang)
    )`,
    sql`CREATE INDEX program_studi_pt ON program_studi (pt_id)`,
  ];
}

/** The acara and the mahasiswa who graduate at them. */
function acaraAndStudentTables(stamps: Statement): Statement[] {
  return [
    sql`CREATE TABLE acara (
      id bigserial PRIMARY KEY,
      pt_id bigint NOT NULL REFERENCES perguruan_tinggi(id) ON DELETE RESTRICT,
      nama varchar(200) NOT NULL,
      periode varchar(50),
      tanggal date NOT NULL,
      jam_mulai time,
      jam_selesai time,
      lokasi varchar(200),
      alamat text,
      kuota_kursi int,
      kuota_tamu int,
      pendaftaran_buka date,
      pendaftaran_tutup date,
      status varchar(20) NOT NULL DEFAULT 'draft',
      deskripsi text,
      ${stamps}
    )`,
    sql`CREATE INDEX acara_pt ON acara (pt_id)`,
    sql`CREATE INDEX acara_tanggal ON acara (tanggal)`,
    sql`CREATE TABLE mahasiswa (
      id bigserial PRIMARY KEY,
      user_id bigint UNIQUE REFERENCES users(id) ON DELETE SET NULL,
      pt_id bigint NOT NULL REFERENCES perguruan_tinggi(id) ON DELETE RESTRICT,
      fakultas_id bigint REFERENCES fakultas(id) ON DELETE RESTRICT,
      prodi_id bigint REFERENCES program_studi(id) ON DELETE RESTRICT,
      acara_id bigint REFERENCES acara(id) ON DELETE RESTRICT,
      nim varchar(20) NOT NULL,
      nama varchar(150) NOT NULL,
      jenis_kelamin char(1),
      tempat_lahir varchar(100),
      tanggal_lahir date,
      email varchar(254),
      no_hp varchar(20),
      angkatan int,
      ipk numeric(3,2),
      predikat varchar(30),
      judul_skripsi text,
      tanggal_lulus date,
      nomor_ijazah varchar(50),
      ukuran_toga varchar(5),
      foto varchar(300),
      status varchar(20) NOT NULL DEFAULT 'aktif',
      ${stamps},
      UNIQUE (pt_id, nim)
    )`,
    sql`CREATE INDEX mahasiswa_nim ON mahasiswa (nim)`,
    sql`CREATE INDEX mahasiswa_nama_lower ON mahasiswa (lower(nama))`,
    sql`CREATE INDEX mahasiswa_fakultas ON mahasiswa (fakultas_id)`,
    sql`CREATE INDEX mahasiswa_prodi ON mahasiswa (prodi_id)`,
    sql`CREATE INDEX mahasiswa_acara ON mahasiswa (acara_id)`,
    sql`CREATE INDEX mahasiswa_created ON mahasiswa (created_at)`,
    sql`CREATE INDEX mahasiswa_pt_nama ON mahasiswa (pt_id, nama)`,
  ];
}

/** The gallery (groups, photos, tags, favourites), the app settings and the audit log. */
function galleryAndSettingsTables(stamps: Statement): Statement[] {
  return [
    sql`CREATE TABLE file_group (
      id bigserial PRIMARY KEY,
      acara_id bigint NOT NULL REFERENCES acara(id) ON DELETE RESTRICT,
      nama varchar(150) NOT NULL,
      tipe varchar(20) NOT NULL DEFAULT 'prosesi',
      deskripsi text,
      cover_file_id bigint,
      is_published boolean NOT NULL DEFAULT false,
      allow_download boolean NOT NULL DEFAULT true,
      ${stamps}
    )`,
    sql`CREATE INDEX file_group_acara ON file_group (acara_id)`,
    sql`CREATE TABLE file (
      id bigserial PRIMARY KEY,
      file_group_id bigint NOT NULL REFERENCES file_group(id) ON DELETE RESTRICT,
      storage_key varchar(200) NOT NULL,
      original_name varchar(300) NOT NULL,
      mime varchar(50) NOT NULL,
      size bigint NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      checksum char(64) NOT NULL,
      thumb_key varchar(200) NOT NULL,
      preview_key varchar(200) NOT NULL,
      placeholder text,
      taken_at timestamptz,
      uploaded_by bigint REFERENCES users(id) ON DELETE SET NULL,
      ${stamps},
      UNIQUE (file_group_id, checksum)
    )`,
    sql`CREATE INDEX file_group_created ON file (file_group_id, created_at DESC)`,
    sql`CREATE INDEX file_checksum ON file (checksum)`,
    sql`ALTER TABLE file_group ADD CONSTRAINT file_group_cover FOREIGN KEY (cover_file_id) REFERENCES file(id) ON DELETE SET NULL`,
    sql`CREATE TABLE file_mahasiswa (
      file_id bigint NOT NULL REFERENCES file(id) ON DELETE CASCADE,
      mahasiswa_id bigint NOT NULL REFERENCES mahasiswa(id) ON DELETE CASCADE,
      ${stamps},
      PRIMARY KEY (file_id, mahasiswa_id)
    )`,
    sql`CREATE INDEX file_mahasiswa_mahasiswa ON file_mahasiswa (mahasiswa_id)`,
    sql`CREATE TABLE file_favorite (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      file_id bigint NOT NULL REFERENCES file(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, file_id)
    )`,
    sql`CREATE TABLE app_settings (
      id bigint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      nama_aplikasi varchar(100) NOT NULL DEFAULT 'Wisuda',
      nama_universitas varchar(200) NOT NULL DEFAULT 'Universitas Wisuda',
      logo varchar(300),
      warna_primer char(7) NOT NULL DEFAULT '#7366ff',
      warna_sekunder char(7) NOT NULL DEFAULT '#f73164',
      email_kontak varchar(254),
      registrasi_dibuka boolean NOT NULL DEFAULT true,
      ${stamps}
    )`,
    sql`INSERT INTO app_settings (id) VALUES (1)`,
    sql`CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      action varchar(20) NOT NULL,
      resource varchar(60) NOT NULL,
      record_id varchar(40),
      before jsonb,
      after jsonb,
      ip varchar(64),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX audit_log_resource ON audit_log (resource, record_id)`,
    sql`CREATE INDEX audit_log_created ON audit_log (created_at DESC)`,
  ];
}

/** The whole domain model of docs/product.md#domain. Column names are the API's JSON field names. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const stamps = sql.raw(
    `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`,
  );
  const statements = [
    ...accountTables(stamps),
    ...masterTables(stamps),
    ...acaraAndStudentTables(stamps),
    ...galleryAndSettingsTables(stamps),
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(db);
}
