/**
 * Predikat kelulusan suggested from IPK and jenjang (Indonesian rules, Permendikbud/Permenristekdikti):
 * - Diploma, S1 and Profesi: 2.76-3.00 Memuaskan, 3.01-3.50 Sangat Memuaskan, 3.51-4.00 Dengan Pujian.
 * - S2, S3, specialists (Sp-1, Sp-2) and their Terapan forms: 3.00-3.40 Memuaskan,
 *   3.41-3.70 Sangat Memuaskan, 3.71-4.00 Dengan Pujian.
 * Below the lowest band there is no predikat (null). Unknown or empty jenjang: the S1 rules.
 */
export type Predikat = 'Memuaskan' | 'Sangat Memuaskan' | 'Dengan Pujian';

const GRADUATE = new Set(['S2', 'S2 Terapan', 'S3', 'S3 Terapan', 'Sp-1', 'Sp-2']);

/** Lower bounds in hundredths, highest band first. */
const BANDS: Record<'undergraduate' | 'graduate', [number, Predikat][]> = {
  undergraduate: [
    [351, 'Dengan Pujian'],
    [301, 'Sangat Memuaskan'],
    [276, 'Memuaskan'],
  ],
  graduate: [
    [371, 'Dengan Pujian'],
    [341, 'Sangat Memuaskan'],
    [300, 'Memuaskan'],
  ],
};

export function suggestPredikat(
  ipk: number | string | null | undefined,
  jenjang?: string | null,
): Predikat | null {
  if (ipk === null || ipk === undefined || ipk === '') return null;
  const value = typeof ipk === 'number' ? ipk : Number(ipk);
  if (!Number.isFinite(value) || value < 0 || value > 4) return null;
  // Work in hundredths so 3.5 and 3.50 and 3.5000001 compare the same way.
  const hundredths = Math.round(value * 100);
  const bands = BANDS[jenjang && GRADUATE.has(jenjang) ? 'graduate' : 'undergraduate'];
  for (const [min, predikat] of bands) if (hundredths >= min) return predikat;
  return null;
}
