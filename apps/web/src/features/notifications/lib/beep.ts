type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/**
 * A short, soft two-tone chime made on the spot with WebAudio (no sound file to download). Silent where the
 * browser has no WebAudio or refuses to play (no user gesture on the page yet): a sound is a nicety, never an error.
 */
export function playBeep() {
  const Context: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.09, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.18);
    }
  } catch {
    // No sound then.
  }
}
