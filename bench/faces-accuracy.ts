/**
 * False-match and missed-match rates of face search on the labelled set (tests/fixtures/faces,
 * docs/faces.md) at a threshold. Used by `npm run bench:faces` and by tests/unit/faces.test.ts.
 */
import sharp from 'sharp';
import { FACE_MIN_PIXELS } from '../domain/faces';
import type { Detection } from '../server/faces/engine';
import { deriveImages } from '../server/files/image';
import { distance } from '../server/faces/match';
import { FACES, PHOTOS, samplePhoto, selfieOf, type LabelledFace } from '../tests/fixtures/faces';

/**
 * Where the second photo of a same-person pair comes from: `real`, another photo of the person taken
 * on another occasion; `synthetic`, a selfie-like copy made from the face itself (`selfieOf`).
 */
export type PairKind = 'real' | 'synthetic';

export interface Pair {
  a: string;
  b: string;
  distance: number;
}

export interface LabelledDistances {
  /** The same person in two photos, by kind of second photo. */
  same: Record<PairKind, Pair[]>;
  /**
   * Different people: two faces of one photo (also as a selfie against the others), and a labelled
   * person's face against every face of another photo that is not them.
   */
  different: Pair[];
  /** Same-person pairs missed before any comparison: a face the detector did not find at a usable size. */
  undetected: Record<PairKind, string[]>;
}

type Found = Detection['faces'][number];

/** The face of a detection lying over a labelled box (the largest overlap), if any. */
function faceAt(d: Detection, face: LabelledFace, scale: number): Found | undefined {
  let best: Found | undefined;
  let bestOverlap = 0;
  const box = {
    x: face.box.x * scale,
    y: face.box.y * scale,
    width: face.box.width * scale,
    height: face.box.height * scale,
  };
  for (const f of d.faces) {
    const w = Math.min(f.box.x + f.box.width, box.x + box.width) - Math.max(f.box.x, box.x);
    const h = Math.min(f.box.y + f.box.height, box.y + box.height) - Math.max(f.box.y, box.y);
    const overlap = w > 0 && h > 0 ? (w * h) / (box.width * box.height) : 0;
    if (overlap > bestOverlap) [best, bestOverlap] = [f, overlap];
  }
  return bestOverlap > 0.3 && best && best.pixels >= FACE_MIN_PIXELS ? best : undefined;
}

/** A photo as the background scan reads it: the preview the upload made of it. */
export async function asScanned(photo: Buffer): Promise<Buffer> {
  return (await deriveImages(photo, 1e9)).preview;
}

/**
 * Distances of the labelled pairs. Photos are detected as the scan sees them (their gallery preview);
 * a face's selfie as an enrolment reads it (the upload itself).
 */
export async function labelledDistances(
  detect: (image: Uint8Array) => Promise<Detection>,
): Promise<LabelledDistances> {
  const out: LabelledDistances = {
    same: { real: [], synthetic: [] },
    different: [],
    undetected: { real: [], synthetic: [] },
  };
  const found = new Map<string, Found | undefined>();
  for (const photo of PHOTOS) {
    const original = samplePhoto(photo);
    const group = await detect(await asScanned(original));
    const scale = group.width / (await sharp(original).metadata()).width!;
    for (const face of FACES.filter((f) => f.photo === photo))
      found.set(face.label, faceAt(group, face, scale));
  }
  const pair = (a: string, b: string, x: Found, y: Found): Pair => ({
    a,
    b,
    distance: distance(x.descriptor, y.descriptor),
  });

  for (const face of FACES) {
    const own = found.get(face.label);
    const selfie = (await detect(await selfieOf(face))).faces.sort((a, b) => b.pixels - a.pixels)[0];
    if (!own || !selfie) {
      out.undetected.synthetic.push(face.label);
      continue;
    }
    out.same.synthetic.push(pair(`${face.label} selfie`, face.label, selfie, own));
    for (const other of FACES) {
      const theirs = found.get(other.label);
      if (other === face || !theirs) continue;
      if (other.photo === face.photo) {
        out.different.push(pair(`${face.label} selfie`, other.label, selfie, theirs));
        if (face.label < other.label) out.different.push(pair(face.label, other.label, own, theirs));
      } else if (face.label < other.label && (face.person || other.person) && face.person !== other.person) {
        out.different.push(pair(face.label, other.label, own, theirs));
      }
    }
  }

  for (const [i, face] of FACES.entries()) {
    for (const other of FACES.slice(i + 1)) {
      if (!face.person || face.person !== other.person) continue;
      const [x, y] = [found.get(face.label), found.get(other.label)];
      if (x && y) out.same.real.push(pair(face.label, other.label, x, y));
      else out.undetected.real.push(`${face.label}–${other.label}`);
    }
  }
  return out;
}

export function rates(d: LabelledDistances, threshold: number, kind: PairKind) {
  const sameTotal = d.same[kind].length + d.undetected[kind].length;
  const missed = d.same[kind].filter((p) => p.distance >= threshold).length + d.undetected[kind].length;
  const falseMatches = d.different.filter((p) => p.distance < threshold).length;
  return {
    threshold,
    samePairs: sameTotal,
    missed,
    missedRate: sameTotal ? missed / sameTotal : 0,
    differentPairs: d.different.length,
    falseMatches,
    falseMatchRate: d.different.length ? falseMatches / d.different.length : 0,
  };
}
