/**
 * The ceremony's scene for the README screenshots: a demo university's coming acara open for
 * confirmation, a graduate who confirmed (stage name, pronunciation, number and seat, two guests)
 * and their signed pass, which the check-in scanner shot lets in.
 */
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { signTicket } from '../plugins/ceremony/server/ticket-keys';
import type { E2eServer } from '../tests/e2e/helpers';
import { addStudent } from '../tests/e2e/students';

export const GRADUATE = {
  email: 'amelia.putri@demo.test',
  password: 'Amelia-Wisuda-2026!',
  nim: '19/441234/TK/48811',
  nama: 'Amelia Putri Ramadhani',
};

interface Scene {
  acara: number;
  pass: string;
}

let scene: Promise<Scene> | undefined;

async function build(e2e: E2eServer): Promise<Scene> {
  const { rows } = await sql<{ id: string; pt_id: string; fakultas_id: string; prodi_id: string | null }>`
    SELECT a.id, a.pt_id, f.id AS fakultas_id,
      (SELECT p.id FROM program_studi p WHERE p.fakultas_id = f.id ORDER BY p.id LIMIT 1) AS prodi_id
    FROM acara a JOIN fakultas f ON f.pt_id = a.pt_id
    WHERE a.tanggal > now() ORDER BY a.tanggal, f.id LIMIT 1`.execute(e2e.db);
  const { id: acara, pt_id, fakultas_id, prodi_id } = rows[0];
  await sql`UPDATE acara SET tamu_per_wisudawan = 2, batas_konfirmasi = now() + interval '12 days',
    pintu_masuk = 'Gerbang Utara, Gerbang Selatan' WHERE id = ${acara}`.execute(e2e.db);
  await addStudent(e2e.db, GRADUATE, { pt_id, acara_id: acara });
  const { rows: placed } = await sql<{ id: string }>`
    WITH m AS (
      UPDATE mahasiswa SET fakultas_id = ${fakultas_id}, prodi_id = ${prodi_id}, status = 'aktif'
      WHERE nim = ${GRADUATE.nim} RETURNING id)
    INSERT INTO kehadiran (acara_id, mahasiswa_id, hadir, tamu_diminta, tamu_diberikan, nama_panggung,
      nama_panggung_disetujui, ejaan, urutan, kursi, dikonfirmasi_pada)
    SELECT ${acara}, m.id, true, 2, 2, 'Amelia Putri', true, 'ah-MEL-ya poo-TREE', 12, 'B-3-7', now() FROM m
    RETURNING id`.execute(e2e.db);
  const db = { db: e2e.db, secrets: e2e.app.secrets } as Parameters<typeof signTicket>[0];
  const pass = await signTicket(db, {
    a: Number(acara),
    t: `w${placed[0].id}`,
    p: 'wisudawan',
    n: 'Amelia Putri',
  });
  return { acara: Number(acara), pass };
}

/** The scene, made once per run. */
export const ceremonyScene = (e2e: E2eServer): Promise<Scene> => (scene ??= build(e2e));

/** Brings the graduate's ceremony card to the top of their dashboard. */
export async function showConfirmCard(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Kehadiran wisuda' }).evaluate((card) => {
    card.scrollIntoView();
    window.scrollBy(0, -72); // below the app bar
  });
}

/** Opens the scanner on the scene's acara and lets the graduate's pass in (a green answer). */
export async function scanPass(page: Page, e2e: E2eServer): Promise<void> {
  const { acara, pass } = await ceremonyScene(e2e);
  await page.evaluate((id) => localStorage.setItem('wisuda.checkin.acara', String(id)), acara);
  await page.reload();
  await page.getByRole('button', { name: 'Check' }).waitFor();
  await page.getByLabel('Ticket code').fill(pass);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.locator('[role="status"][data-outcome="ok"]').waitFor();
  await page.getByLabel('Ticket code').blur();
}
