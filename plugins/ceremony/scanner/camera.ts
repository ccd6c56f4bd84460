/**
 * Reads QR codes from the camera: the browser's BarcodeDetector where it has one, else jsQR (a
 * pure-JS decoder bundled with the scanner's chunk, loaded the first time it is needed) on the
 * video's frames. Calls `onCode` with each code read; answers a stop function.
 */
/** How long a code kept in view counts as the same scan. */
const HOLD_MS = 4000;

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

async function detector(): Promise<
  (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>
> {
  const Native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector })
    .BarcodeDetector;
  if (Native) {
    const d = new Native({ formats: ['qr_code'] });
    return async (video) => (await d.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, w, h);
    return jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** Loads the fallback decoder ahead (so an offline phone has it), where the browser has no detector. */
export const preloadDecoder = (): Promise<unknown> =>
  'BarcodeDetector' in globalThis ? Promise.resolve() : import('jsqr');

export async function startCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  const read = await detector();
  const canvas = document.createElement('canvas');
  let running = true;
  let last = '';
  let lastAt = 0;
  const loop = async () => {
    if (!running) return;
    try {
      const code = await read(video, canvas);
      // a code held before the camera is read once, not at every frame
      if (code && (code !== last || Date.now() - lastAt > HOLD_MS)) onCode(code);
      if (code) [last, lastAt] = [code, Date.now()];
    } catch {
      // a frame that cannot be read: try the next
    }
    if (running) requestAnimationFrame(() => void loop());
  };
  void loop();
  return () => {
    running = false;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
