// §4/§9 a revealed card's celebration: 200 confetti particles for 2 seconds. canvas-confetti loads with the first
// reveal, not with the page; it draws on a canvas of ours without a worker (the CSP allows no blob: workers).
import { CELEBRATION_PARTICLES, TIMING } from '@sikka/shared/constants';

/** Frames a particle lives: 2 s at 60 frames a second. */
const TICKS = (TIMING.celebrationMs / 1000) * 60;

export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.className = 'celebration';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.particles = String(CELEBRATION_PARTICLES);
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  void fire({ particleCount: CELEBRATION_PARTICLES, ticks: TICKS, spread: 100, origin: { y: 0.6 } });
  window.setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, TIMING.celebrationMs);
}
