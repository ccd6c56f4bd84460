/**
 * False-match and missed-match rates of face search on the labelled set (tests/fixtures/faces,
 * docs/faces.md) at a threshold. Used by `npm run bench:faces` and by tests/unit/faces-accuracy.test.ts.
 */
import { FACE_MIN_PIXELS } from '../domain/faces';
import type { Detection } from '../server/faces/engine';
import { distance } from '../server/faces/match';
import { FACES, PHOTOS, samplePhoto, selfieOf, type LabelledFace } from '../tests/fixtures/faces';

export interface Pair {
  a: string;
  b: string;
  distance: number;
}

export interface LabelledDistances {
  /** A face's selfie against the same face in its group photo (same person). */
  same: Pair[];
  /** A face's selfie, or its fingerprint in the photo, against every other face of that photo (different people). */
  different: Pair[];
  /** Labelled faces the detector did not find at a usable size (missed before any comparison). */
  undetected: string[];
}

/** The face of a detection lying over a labelled box (the largest overlap), if any. */
function faceAt(d: Detection, face: LabelledFace) {
  let best: Detection['faces'][number] | undefined;
  let bestOverlap = 0;
  for (const f of d.faces) {
    const w = Math.min(f.box.x + f.box.width, face.box.x + face.box.width) - Math.max(f.box.x, face.box.x);
    const h = Math.min(f.box.y + f.box.height, face.box.y + face.box.height) - Math.max(f.box.y, face.box.y);
    const overlap = w > 0 && h > 0 ? (w * h) / (face.box.width * face.box.height) : 0;
    if (overlap > bestOverlap) [best, bestOverlap] = [f, overlap];
  }
  return bestOverlap > 0.3 && best && best.pixels >= FACE_MIN_PIXELS ? best : undefined;
}

export async function labelledDistances(
  detect: (image: Uint8Array) => Promise<Detection>,
): Promise<LabelledDistances> {
  const out: LabelledDistances = { same: [], different: [], undetected: [] };
  for (const photo of PHOTOS) {
    const group = await detect(samplePhoto(photo));
    const faces = FACES.filter((f) => f.photo === photo);
    const inPhoto = new Map(faces.map((f) => [f.label, faceAt(group, f)]));
    for (const face of faces) {
      const own = inPhoto.get(face.label);
      const selfie = (await detect(await selfieOf(face))).faces.sort((a, b) => b.pixels - a.pixels)[0];
      if (!own || !selfie) {
        out.undetected.push(face.label);
        continue;
      }
      out.same.push({
        a: `${face.label} selfie`,
        b: face.label,
        distance: distance(selfie.descriptor, own.descriptor),
      });
      for (const other of faces) {
        const theirs = inPhoto.get(other.label);
        if (other === face || !theirs) continue;
        out.different.push({
          a: `${face.label} selfie`,
          b: other.label,
          distance: distance(selfie.descriptor, theirs.descriptor),
        });
        if (face.label < other.label)
          out.different.push({
            a: face.label,
            b: other.label,
            distance: distance(own.descriptor, theirs.descriptor),
          });
      }
    }
  }
  return out;
}

export function rates(d: LabelledDistances, threshold: number) {
  const sameTotal = d.same.length + d.undetected.length;
  const missed = d.same.filter((p) => p.distance >= threshold).length + d.undetected.length;
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
