/**
 * Face detection and fingerprints (docs/faces.md), offline on the CPU: @vladmandic/face-api on
 * TensorFlow.js with its WASM backend (no native build, no download: the .wasm files and the model
 * weights come from node_modules). Loaded once per worker thread (./face-worker.mjs); nothing here
 * touches the database.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { FACE_DETECT_MAX_SIDE, FACE_MIN_SCORE } from '../../domain/faces';

const require = createRequire(import.meta.url);

/** One face found in an image: its box in the image's own pixels (after EXIF rotation). */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  /** The shorter side of the box as the detector saw it (pixels): what decides whether it is reliable. */
  pixels: number;
  /** The detector's confidence, 0..1. */
  score: number;
  /** The 128-number fingerprint (Euclidean distance between two tells how alike the faces are). */
  descriptor: number[];
}

export interface Detection {
  width: number;
  height: number;
  faces: DetectedFace[];
}

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');

let loaded: Promise<{ faceapi: FaceApi; tf: Tf }> | undefined;

async function load(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  // face-api's Node build for WASM requires @tensorflow/tfjs and the WASM backend (CommonJS).
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as {
    setWasmPaths(p: string, usePlatformFetch?: boolean): void;
  };
  // The same instance face-api uses (it requires @tensorflow/tfjs itself).
  const tf = require('@tensorflow/tfjs') as Tf;
  wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
  // One thread per worker: the pool runs one worker per core already.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.enableProdMode();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  return { faceapi, tf };
}

/** Loads the models (once); later calls return at once. */
export function loadEngine(): Promise<void> {
  loaded ??= load();
  return loaded.then(() => undefined);
}

type Located = Awaited<
  ReturnType<ReturnType<ReturnType<FaceApi['detectAllFaces']>['withFaceLandmarks']>['run']>
>[number];
type Tensor3D = ReturnType<Tf['tensor3d']>;

const centre = (points: { x: number; y: number }[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/**
 * A face's fingerprint, computed on its crop turned so the eyes are level and averaged with that of
 * the crop's mirror image. face-api crops the box as it lies, and the recognition net then reads a
 * tilted head or one lit from the other side as another face: on the labelled set (docs/faces.md)
 * this brings one person's photos closer together and keeps different people as far apart.
 */
async function fingerprint(faceapi: FaceApi, tf: Tf, image: Tensor3D, face: Located): Promise<number[]> {
  const box = face.alignedRect.box;
  const [height, width] = image.shape;
  const crop = tf.tidy(() => {
    const left = centre(face.landmarks.getLeftEye());
    const right = centre(face.landmarks.getRightEye());
    const roll = Math.atan2(right.y - left.y, right.x - left.x);
    // Room around the box for the corners the turn brings in.
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const half = Math.max(box.width, box.height) * 0.75;
    const x0 = Math.max(0, Math.round(cx - half));
    const y0 = Math.max(0, Math.round(cy - half));
    const x1 = Math.min(width, Math.round(cx + half));
    const y1 = Math.min(height, Math.round(cy + half));
    const around = tf.slice3d(image, [y0, x0, 0], [y1 - y0, x1 - x0, 3]).toFloat();
    const level = tf.image
      .rotateWithOffset(around.expandDims(0) as never, roll, 0, [
        (cx - x0) / (x1 - x0),
        (cy - y0) / (y1 - y0),
      ])
      .squeeze([0]);
    const bx = Math.max(0, Math.round(box.x - x0));
    const by = Math.max(0, Math.round(box.y - y0));
    return tf.slice3d(
      level as Tensor3D,
      [by, bx, 0],
      [
        Math.max(1, Math.min(y1 - y0 - by, Math.round(box.height))),
        Math.max(1, Math.min(x1 - x0 - bx, Math.round(box.width))),
        3,
      ],
    );
  });
  const mirror = tf.reverse(crop, 1);
  try {
    // One pass of the net over both (a batch of two).
    const [a, b] = (await faceapi.computeFaceDescriptor([crop, mirror] as never)) as Float32Array[];
    return Array.from(a, (x, i) => (x + b[i]) / 2);
  } finally {
    crop.dispose();
    mirror.dispose();
  }
}

/**
 * Every face of an image (JPEG, PNG, WebP, ...) with its fingerprint. The image is decoded upright and
 * scaled to at most FACE_DETECT_MAX_SIDE pixels on its longer side for the detector; boxes are given
 * back in the decoded image's full size.
 */
export async function detectFaces(image: Uint8Array): Promise<Detection> {
  loaded ??= load();
  const { faceapi, tf } = await loaded;
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize({
      width: FACE_DETECT_MAX_SIDE,
      height: FACE_DETECT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(image).metadata();
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const scale = (upright ?? info.width) / info.width;
  const tensor = tf.tensor3d(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    [info.height, info.width, 3],
    'int32',
  );
  try {
    const results = await faceapi
      .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: FACE_MIN_SCORE }))
      .withFaceLandmarks();
    const faces: DetectedFace[] = [];
    for (const r of results)
      faces.push({
        box: {
          x: Math.round(r.detection.box.x * scale),
          y: Math.round(r.detection.box.y * scale),
          width: Math.round(r.detection.box.width * scale),
          height: Math.round(r.detection.box.height * scale),
        },
        pixels: Math.round(Math.min(r.detection.box.width, r.detection.box.height)),
        score: r.detection.score,
        descriptor: await fingerprint(faceapi, tf, tensor, r),
      });
    return { width: Math.round(info.width * scale), height: Math.round(info.height * scale), faces };
  } finally {
    tensor.dispose();
  }
}
