/**
 * The ceremony's rules that the server applies and the screens show: when confirmation closes, the
 * hall's seats in order, and the line-up's order (faculty, then program, then NIM or name).
 */

/** The acara's settings the ceremony adds (its `extend.acara` fields). */
export interface CeremonyAcara {
  tanggal: string;
  batas_konfirmasi: string | Date | null;
  tamu_per_wisudawan: number | null;
  urutan_menurut: 'nim' | 'nama' | null;
  denah_blok: string | null;
  denah_baris: number | null;
  denah_kursi: number | null;
}

/**
 * When confirmations close: the acara's deadline, or without one the start of the acara's day
 * (UTC), after which nobody changes their answer.
 */
export function confirmationCloses(acara: Pick<CeremonyAcara, 'tanggal' | 'batas_konfirmasi'>): Date {
  if (acara.batas_konfirmasi) return new Date(acara.batas_konfirmasi);
  return new Date(`${String(acara.tanggal).slice(0, 10)}T00:00:00Z`);
}

export const isOpen = (acara: Pick<CeremonyAcara, 'tanggal' | 'batas_konfirmasi'>, now = new Date()) =>
  now.getTime() < confirmationCloses(acara).getTime();

/** How many guests a graduate of the acara may ask for (none unless the acara says). */
export const guestLimit = (acara: Pick<CeremonyAcara, 'tamu_per_wisudawan'>) =>
  Math.max(0, acara.tamu_per_wisudawan ?? 0);

/** The blocks of the hall, in order: `A, B ,C` → `['A', 'B', 'C']`; none given: one block `A`. */
export function hallBlocks(denah: string | null): string[] {
  const blocks = (denah ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.length ? blocks : ['A'];
}

/**
 * Every seat of the hall in the order graduates take them: block by block, row by row, seat by
 * seat, each named `<block>-<row>-<seat>` (`B-3-12`). Empty when the acara gives no rows or seats.
 */
export function hallSeats(
  acara: Pick<CeremonyAcara, 'denah_blok' | 'denah_baris' | 'denah_kursi'>,
): string[] {
  const rows = acara.denah_baris ?? 0;
  const perRow = acara.denah_kursi ?? 0;
  const seats: string[] = [];
  for (const block of hallBlocks(acara.denah_blok))
    for (let row = 1; row <= rows; row++)
      for (let seat = 1; seat <= perRow; seat++) seats.push(`${block}-${row}-${seat}`);
  return seats;
}

/** A confirmed graduate as the line-up orders them. */
export interface LineupCandidate {
  id: number;
  fakultas: string | null;
  prodi: string | null;
  nim: string;
  nama: string;
}

const text = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'id');

/**
 * The line-up's order: by faculty, then study program (those without one last), then NIM or name
 * as the acara chose (NIM by default), the id deciding ties.
 */
export function lineupCompare(by: 'nim' | 'nama' | null) {
  return (a: LineupCandidate, b: LineupCandidate) =>
    text(a.fakultas, b.fakultas) ||
    text(a.prodi, b.prodi) ||
    (by === 'nama' ? text(a.nama, b.nama) || text(a.nim, b.nim) : text(a.nim, b.nim)) ||
    a.id - b.id;
}

/** One graduate's place: their number within their faculty's line-up and their seat. */
export interface Placement {
  id: number;
  urutan: number;
  kursi: string | null;
}

/**
 * Places the graduates of `candidates` not in `placed` yet: each goes to the end of their faculty's
 * line-up (the next number there) and takes the first free seat of the hall. Those placed keep
 * their number and seat; one placed without a seat (the hall was full) takes a seat freed since,
 * before any newcomer. Candidates are placed in line-up order. Answers the placements that change.
 */
export function placeNewcomers(
  candidates: readonly LineupCandidate[],
  placed: readonly (Placement & { fakultas: string | null })[],
  seats: readonly string[],
  by: 'nim' | 'nama' | null,
): Placement[] {
  const taken = new Set(placed.map((p) => p.kursi).filter((k): k is string => k !== null));
  const last = new Map<string | null, number>();
  for (const p of placed) last.set(p.fakultas, Math.max(last.get(p.fakultas) ?? 0, p.urutan));
  const placedIds = new Set(placed.map((p) => p.id));
  const free = seats.filter((s) => !taken.has(s));
  const out: Placement[] = [];
  for (const p of placed)
    if (p.kursi === null && free.length) out.push({ id: p.id, urutan: p.urutan, kursi: free.shift()! });
  for (const c of [...candidates].filter((c) => !placedIds.has(c.id)).sort(lineupCompare(by))) {
    const urutan = (last.get(c.fakultas) ?? 0) + 1;
    last.set(c.fakultas, urutan);
    out.push({ id: c.id, urutan, kursi: free.shift() ?? null });
  }
  return out;
}

/**
 * A faculty's line-up with one graduate moved to position `to` (1-based, clamped): the numbers and
 * seats the group held are handed out again in the new order, so nobody outside the group moves
 * and the seats stay in line-up order.
 */
export function moveWithin(
  group: readonly Placement[],
  id: number,
  to: number,
  hall: readonly string[],
): Placement[] {
  const index = new Map(hall.map((s, i) => [s, i]));
  const seatOrder = (a: string, b: string) =>
    (index.get(a) ?? Number.MAX_SAFE_INTEGER) - (index.get(b) ?? Number.MAX_SAFE_INTEGER) ||
    a.localeCompare(b);
  const ordered = [...group].sort((a, b) => a.urutan - b.urutan);
  const from = ordered.findIndex((p) => p.id === id);
  if (from < 0) return [];
  const target = Math.min(Math.max(1, Math.round(to)), ordered.length) - 1;
  const moved = [...ordered];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item);
  const seats = ordered
    .map((p) => p.kursi)
    .filter((k): k is string => k !== null)
    .sort(seatOrder);
  return moved.map((p, i) => ({ id: p.id, urutan: ordered[i].urutan, kursi: seats[i] ?? null }));
}
