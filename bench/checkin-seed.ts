/**
 * The stadium of bench/checkin.ts: one university and acara with GRADUATES attending graduates, each
 * a student account with a session and GUESTS guest tickets sent, so GRADUATES × (1 + GUESTS) tickets;
 * a published gallery of PHOTOS photos with the graduates tagged; SCANNERS check-in staff assigned to
 * the acara, each with a session of their own (one phone each).
 */
import { sql } from 'kysely';
import { signTicket, type Keyring } from '../plugins/ceremony/server/ticket-keys';
import { createSession } from '../server/auth/sessions';
import type { Config } from '../server/config';
import type { Db } from '../server/db';

export interface Stadium {
  acara: number;
  scanners: string[];
  students: string[];
  /** Ticket refs (`w<kehadiran>` a graduate's pass, `g<tiket>` a guest ticket) in a shuffled order. */
  tickets: { ref: string; name: string }[];
}

const shuffle = <T>(list: T[]): T[] => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

const ids = async (db: Db, q: ReturnType<typeof sql<{ id: string }>>) =>
  (await q.execute(db)).rows.map((r) => Number(r.id));

async function sessions(db: Db, config: Config, users: number[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of users) out.push((await createSession(db, config, id)).token);
  return out;
}

export async function seedStadium(
  db: Db,
  config: Config,
  size: { graduates: number; guests: number; photos: number; scanners: number },
): Promise<Stadium> {
  const one = async (q: ReturnType<typeof sql<{ id: string }>>) => (await ids(db, q))[0];
  const pt = await one(sql`INSERT INTO perguruan_tinggi (kode_pt, nama)
    VALUES ('098001', 'Universitas Stadion') RETURNING id`);
  const fak = await one(
    sql`INSERT INTO fakultas (pt_id, nama) VALUES (${pt}, 'Fakultas Stadion') RETURNING id`,
  );
  const prodi = await one(sql`INSERT INTO program_studi (pt_id, fakultas_id, nama, jenjang)
    VALUES (${pt}, ${fak}, 'Stadion', 'S1') RETURNING id`);
  const acara = await one(sql`INSERT INTO acara (pt_id, nama, tanggal, status, pintu_masuk)
    VALUES (${pt}, 'Wisuda Stadion', current_date, 'draft', 'Utara, Selatan, Timur, Barat') RETURNING id`);
  await sql`INSERT INTO users (name, email, nim, password_hash, email_verified_at)
    SELECT 'Wisudawan Stadion ' || g, 'w' || g || '@stadion.bench', (8800000000 + g)::text, '!', now()
    FROM generate_series(1, ${size.graduates}) g`.execute(db);
  await sql`INSERT INTO role_user (user_id, role_id, position)
    SELECT u.id, r.id, 0 FROM users u, roles r WHERE u.email LIKE 'w%@stadion.bench' AND r.name = 'Mahasiswa'`.execute(
    db,
  );
  await sql`INSERT INTO mahasiswa (user_id, pt_id, nim, nama, email, acara_id, fakultas_id, prodi_id, status)
    SELECT id, ${pt}, nim, name, email, ${acara}, ${fak}, ${prodi}, 'aktif' FROM users
    WHERE email LIKE 'w%@stadion.bench'`.execute(db);
  await sql`INSERT INTO kehadiran (acara_id, mahasiswa_id, hadir, urutan)
    SELECT ${acara}, id, true, row_number() OVER (ORDER BY id) FROM mahasiswa WHERE acara_id = ${acara}`.execute(
    db,
  );
  await sql`INSERT INTO tiket (acara_id, kehadiran_id, nama_tamu, email_tamu, dikirim_pada)
    SELECT ${acara}, k.id, 'Tamu ' || k.id || '-' || g, 't' || k.id || '-' || g || '@tamu.bench', now()
    FROM kehadiran k CROSS JOIN generate_series(1, ${size.guests}) g WHERE k.acara_id = ${acara}`.execute(db);
  await sql`INSERT INTO file_group (acara_id, nama, tipe, is_published)
    SELECT ${acara}, 'Prosesi ' || g, 'prosesi', true FROM generate_series(1, 10) g`.execute(db);
  const groups = await ids(db, sql`SELECT id FROM file_group WHERE acara_id = ${acara} ORDER BY id`);
  await sql`INSERT INTO file (file_group_id, storage_key, original_name, mime, size, width, height, checksum,
      thumb_key, preview_key, created_at)
    SELECT ${groups[0]} + g % 10, 'photos/stadion/' || g || '.jpg', 'IMG_' || g || '.jpg', 'image/jpeg', 3000000,
      4000, 3000, md5(g::text) || md5(g::text), 'photos/stadion/' || g || '-thumb.webp',
      'photos/stadion/' || g || '-preview.webp', now() - (g || ' minutes')::interval
    FROM generate_series(1, ${size.photos}) g`.execute(db);
  await sql`INSERT INTO file_mahasiswa (file_id, mahasiswa_id)
    SELECT f.id, m.id FROM file f JOIN file_group fg ON fg.id = f.file_group_id AND fg.acara_id = ${acara}
    JOIN mahasiswa m ON m.acara_id = ${acara} AND (m.id * 7 + f.id) % ${Math.max(1, Math.floor(size.graduates / 3))} = 0`.execute(
    db,
  );
  await sql`INSERT INTO users (name, email, password_hash, email_verified_at)
    SELECT 'Petugas Pintu ' || g, 'p' || g || '@stadion.bench', '!', now()
    FROM generate_series(1, ${size.scanners}) g`.execute(db);
  const scannerIds = await ids(db, sql`SELECT id FROM users WHERE email LIKE 'p%@stadion.bench' ORDER BY id`);
  await sql`INSERT INTO role_user (user_id, role_id, position)
    SELECT u.id, r.id, 0 FROM users u, roles r WHERE u.email LIKE 'p%@stadion.bench' AND r.name = 'petugas_pintu'`.execute(
    db,
  );
  await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) SELECT id, ${pt} FROM users
    WHERE email LIKE 'p%@stadion.bench'`.execute(db);
  await sql`INSERT INTO petugas_checkin (acara_id, user_id) SELECT ${acara}, id FROM users
    WHERE email LIKE 'p%@stadion.bench'`.execute(db);
  await sql`ANALYZE`.execute(db);
  const studentIds = await ids(db, sql`SELECT id FROM users WHERE email LIKE 'w%@stadion.bench' ORDER BY id`);
  const refs = await sql<{ ref: string; name: string }>`
    SELECT 'w' || k.id AS ref, m.nama AS name FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id
    WHERE k.acara_id = ${acara}
    UNION ALL SELECT 'g' || id, nama_tamu FROM tiket WHERE acara_id = ${acara}`.execute(db);
  return {
    acara,
    scanners: await sessions(db, config, scannerIds),
    students: await sessions(db, config, studentIds),
    tickets: shuffle(refs.rows),
  };
}

/** The signed tokens of `tickets`, as the passes and guest mails carry them. */
export async function tokensOf(keys: Keyring, acara: number, tickets: Stadium['tickets']): Promise<string[]> {
  const out: string[] = [];
  for (const t of tickets)
    out.push(
      await signTicket(keys, { a: acara, t: t.ref, p: t.ref[0] === 'w' ? 'wisudawan' : 'tamu', n: t.name }),
    );
  return out;
}
