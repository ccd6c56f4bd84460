/** A short tone after each scan: high for let in, low and longer for refused (WebAudio, no file). */
let audio: AudioContext | null = null;

export function beep(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = ok ? 1320 : 220;
    osc.type = ok ? 'sine' : 'square';
    gain.gain.value = 0.2;
    osc.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    osc.start(now);
    osc.stop(now + (ok ? 0.15 : 0.45));
  } catch {
    // no audio on this device: the colour still tells
  }
}
