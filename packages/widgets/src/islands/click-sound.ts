/** Plays the read-more click: the sound at `url`, or a soft 30 ms click made with Web Audio. */
export function playClick(url: string | null): void {
  document.documentElement.dataset.readMoreSound = url ?? 'click';
  try {
    if (url) {
      void new Audio(url).play().catch(() => undefined);
      return;
    }
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 1200;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.03);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.03);
  } catch {
    // No sound is no harm.
  }
}
