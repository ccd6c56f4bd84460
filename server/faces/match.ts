/** Comparing fingerprints (pure; the scan job, enrolment and the bench use it). */

/** A fingerprint as stored: 128 float32 numbers, little-endian, 512 bytes (bytea: read without parsing). */
export function printBytes(descriptor: ArrayLike<number>): Buffer {
  const out = Buffer.alloc(descriptor.length * 4);
  for (let i = 0; i < descriptor.length; i++) out.writeFloatLE(descriptor[i], i * 4);
  return out;
}

export function printOf(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** Euclidean distance of two fingerprints of the same length. */
export function distance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i] - b[i];
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export interface Enrolled {
  mahasiswaId: number;
  descriptor: Float32Array;
}

export interface Match {
  mahasiswaId: number;
  distance: number;
}

/**
 * The students the faces of one photo match: for each face its nearest enrolled fingerprint, kept when
 * closer than `threshold`; one entry per student (their closest face). Exact search: 2,000 enrolled
 * students × 128 numbers is about 256,000 multiply-adds per face, well under a millisecond.
 */
export function matchFaces(faces: ArrayLike<number>[], enrolled: Enrolled[], threshold: number): Match[] {
  const best = new Map<number, number>();
  for (const face of faces) {
    let nearest: Enrolled | undefined;
    let nearestDistance = Infinity;
    for (const e of enrolled) {
      const d = distance(face, e.descriptor);
      if (d < nearestDistance) {
        nearestDistance = d;
        nearest = e;
      }
    }
    if (nearest && nearestDistance < threshold) {
      const had = best.get(nearest.mahasiswaId);
      if (had === undefined || nearestDistance < had) best.set(nearest.mahasiswaId, nearestDistance);
    }
  }
  return [...best].map(([mahasiswaId, d]) => ({ mahasiswaId, distance: d }));
}
