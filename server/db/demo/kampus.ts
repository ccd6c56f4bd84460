import type { Db } from '../index';
import { BENTUK_PT } from '../seed';
import { PERGURUAN_TINGGI, PLANS } from './data';
import { shiftDays, today } from './dates';

/** Maps a university's kode_pt to its id. */
export type PtIds = Map<string, number>;
export type DemoProgramStudi = Awaited<ReturnType<typeof insertProgramStudi>>[number];

/**
 * A demo university's subscription (docs/tenancy.md): a year that started some months ago, and for
 * the last one a year that ended beyond the grace days, so its staff see the read-only notice.
 */
function subscriptionOf(index: number): { langganan_mulai: string; langganan_selesai: string } {
  const last = index === PERGURUAN_TINGGI.length - 1;
  const mulai = shiftDays(today(), last ? -400 : -30 * (index + 1));
  return { langganan_mulai: mulai, langganan_selesai: shiftDays(mulai, 364) };
}

/** The university forms and plans (kept when already there), and their ids by kode. */
async function insertBentukDanPaket(trx: Db) {
  await trx
    .insertInto('bentuk_pt')
    .values(BENTUK_PT.map((b) => ({ ...b })))
    .onConflict((oc) => oc.column('kode').doNothing())
    .execute();
  await trx
    .insertInto('plan')
    .values(PLANS.map((p) => ({ ...p, fitur: JSON.stringify(p.fitur) })))
    .onConflict((oc) => oc.column('kode').doNothing())
    .execute();
  const bentukId = new Map(
    (await trx.selectFrom('bentuk_pt').select(['id', 'kode']).execute()).map((b) => [
      String(b.kode),
      Number(b.id),
    ]),
  );
  const planId = new Map(
    (await trx.selectFrom('plan').select(['id', 'kode']).execute()).map((p) => [
      String(p.kode),
      Number(p.id),
    ]),
  );
  return { bentukId, planId };
}

/** The demo universities, each with its form, plan and subscription; their ids by kode_pt. */
async function insertPerguruanTinggi(trx: Db): Promise<PtIds> {
  const { bentukId, planId } = await insertBentukDanPaket(trx);
  const pts = await trx
    .insertInto('perguruan_tinggi')
    .values(
      PERGURUAN_TINGGI.map((pt, i) => ({
        kode_pt: pt.kode_pt,
        nama: pt.nama,
        singkatan: pt.singkatan,
        bentuk_pt_id: bentukId.get(pt.bentuk) ?? null,
        status_milik: pt.status_milik,
        akreditasi: pt.akreditasi,
        alamat: pt.alamat,
        kota: pt.kota,
        provinsi: pt.provinsi,
        telepon: pt.telepon,
        email: `info@${pt.domain.replace(/^(student|mail)\./, '')}`,
        website: `https://${pt.domain.replace(/^(student|mail)\./, '')}`,
        is_active: true,
        paket_id: planId.get(pt.paket) ?? null,
        ...subscriptionOf(i),
      })),
    )
    .returning(['id', 'kode_pt'])
    .execute();
  return new Map(pts.map((p) => [String(p.kode_pt), Number(p.id)]));
}

/** Every demo university's faculties (one multi-row insert); their ids by `pt_id|nama`. */
async function insertFakultas(trx: Db, ptId: PtIds): Promise<Map<string, number>> {
  const fakRows = PERGURUAN_TINGGI.flatMap((pt) =>
    pt.fakultas.map((f) => ({ pt_id: ptId.get(pt.kode_pt)!, kode: f.kode, nama: f.nama, dekan: f.dekan })),
  );
  const faks = await trx.insertInto('fakultas').values(fakRows).returning(['id', 'pt_id', 'nama']).execute();
  return new Map(faks.map((f) => [`${f.pt_id}|${f.nama}`, Number(f.id)]));
}

/** Every faculty's study programs (one multi-row insert), numbered in order. */
async function insertProgramStudi(trx: Db, ptId: PtIds, fakId: Map<string, number>) {
  let kode = 0;
  const prodiRows = PERGURUAN_TINGGI.flatMap((pt) =>
    pt.fakultas.flatMap((f) =>
      f.prodi.map((p) => ({
        pt_id: ptId.get(pt.kode_pt)!,
        fakultas_id: fakId.get(`${ptId.get(pt.kode_pt)}|${f.nama}`)!,
        kode_prodi: String(++kode * 1000 + 101 + kode).padStart(5, '0'),
        nama: p.nama,
        jenjang: p.jenjang,
        gelar: p.gelar,
        akreditasi: p.akreditasi,
      })),
    ),
  );
  return trx
    .insertInto('program_studi')
    .values(prodiRows)
    .returning(['id', 'pt_id', 'fakultas_id', 'jenjang'])
    .execute();
}

/** The demo universities with their forms, plans, faculties and study programs. */
export async function seedKampus(trx: Db): Promise<{ ptId: PtIds; prodis: DemoProgramStudi[] }> {
  const ptId = await insertPerguruanTinggi(trx);
  const fakId = await insertFakultas(trx, ptId);
  const prodis = await insertProgramStudi(trx, ptId, fakId);
  return { ptId, prodis };
}
