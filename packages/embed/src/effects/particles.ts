import { effectParticleCount, type BackgroundEffectName } from '@hookline/rules';

/**
 * The drawn background effects (all but confetti, which canvas-confetti draws): each makes its
 * particles for an area and draws them at a time, moving by the seconds since the last frame.
 */

export interface Particle {
  x: number;
  y: number;
  /** Size: a radius, or a streak's length. */
  size: number;
  /** Speed in px per second, down (or across for balls). */
  vx: number;
  vy: number;
  /** A phase for twinkles, sways and spins. */
  phase: number;
  color: string;
}

export interface ParticleEffect {
  step(particles: Particle[], seconds: number, width: number, height: number): void;
  draw(context: CanvasRenderingContext2D, particles: Particle[], time: number): void;
}

const BALL_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#3d5a80', '#ffd166', '#7b4fd6'];

/** A pseudo-random number from a particle's index and a salt: the same layout every time. */
function hash(index: number, salt: number): number {
  const value = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** `count` particles of `effect` spread over the area. */
export function makeParticles(effect: BackgroundEffectName, width: number, height: number): Particle[] {
  const count = effectParticleCount(effect, width, height);
  return Array.from({ length: count }, (_, index) => {
    const r = (salt: number) => hash(index, salt);
    const base = { x: r(1) * width, y: r(2) * height, phase: r(3) * Math.PI * 2 };
    switch (effect) {
      case 'snow':
        return { ...base, size: 1.2 + r(4) * 2.6, vx: 0, vy: 18 + r(5) * 42, color: '#ffffff' };
      case 'rain':
        return {
          ...base,
          size: 10 + r(4) * 14,
          vx: -40,
          vy: 420 + r(5) * 300,
          color: 'rgba(140,175,230,.9)',
        };
      case 'ball':
        return {
          ...base,
          size: 6 + r(4) * 10,
          vx: (r(5) - 0.5) * 160,
          vy: (r(6) - 0.5) * 160,
          color: BALL_COLORS[index % BALL_COLORS.length]!,
        };
      case 'wheel':
        return { ...base, size: 5 + r(4) * 7, vx: (r(5) - 0.5) * 20, vy: -(10 + r(6) * 25), color: '' };
      default:
        return { ...base, size: 0.8 + r(4) * 1.8, vx: 0, vy: 0, color: r(5) > 0.3 ? '#ffe08a' : '#ffffff' };
    }
  });
}

/** Moves a particle on, coming back in at the opposite edge when it leaves the area. */
function wrap(particle: Particle, seconds: number, width: number, height: number, margin: number) {
  particle.x += particle.vx * seconds;
  particle.y += particle.vy * seconds;
  if (particle.y > height + margin) particle.y = -margin;
  if (particle.y < -margin) particle.y = height + margin;
  if (particle.x > width + margin) particle.x = -margin;
  if (particle.x < -margin) particle.x = width + margin;
}

const snow: ParticleEffect = {
  step(particles, seconds, width, height) {
    for (const p of particles) {
      p.phase += seconds;
      p.x += Math.sin(p.phase) * 12 * seconds;
      wrap(p, seconds, width, height, 6);
    }
  },
  draw(context, particles) {
    context.fillStyle = '#ffffff';
    context.strokeStyle = 'rgba(110,140,185,.55)';
    context.lineWidth = 0.8;
    for (const p of particles) {
      context.beginPath();
      context.arc(p.x, p.y, p.size, 0, Math.PI * 2);
      context.fill();
      context.stroke();
    }
  },
};

const rain: ParticleEffect = {
  step(particles, seconds, width, height) {
    for (const p of particles) wrap(p, seconds, width, height, 30);
  },
  draw(context, particles) {
    context.strokeStyle = 'rgba(120,160,225,.9)';
    context.lineWidth = 1.4;
    context.lineCap = 'round';
    context.beginPath();
    for (const p of particles) {
      context.moveTo(p.x, p.y);
      context.lineTo(p.x + p.size * (p.vx / p.vy), p.y + p.size);
    }
    context.stroke();
  },
};

const starrySky: ParticleEffect = {
  step() {
    // Stars stay where they are; they twinkle as they are drawn.
  },
  draw(context, particles, time) {
    for (const p of particles) {
      context.globalAlpha = 0.35 + 0.65 * Math.abs(Math.sin(time * 1.6 + p.phase));
      context.fillStyle = p.color;
      const s = p.size * 2.4;
      // A four-point sparkle.
      context.beginPath();
      context.moveTo(p.x, p.y - s);
      context.quadraticCurveTo(p.x, p.y, p.x + s, p.y);
      context.quadraticCurveTo(p.x, p.y, p.x, p.y + s);
      context.quadraticCurveTo(p.x, p.y, p.x - s, p.y);
      context.quadraticCurveTo(p.x, p.y, p.x, p.y - s);
      context.fill();
    }
    context.globalAlpha = 1;
  },
};

const ball: ParticleEffect = {
  step(particles, seconds, width, height) {
    for (const p of particles) {
      p.x += p.vx * seconds;
      p.y += p.vy * seconds;
      if (p.x < p.size || p.x > width - p.size) p.vx = -p.vx;
      if (p.y < p.size || p.y > height - p.size) p.vy = -p.vy;
      p.x = Math.min(width - p.size, Math.max(p.size, p.x));
      p.y = Math.min(height - p.size, Math.max(p.size, p.y));
    }
  },
  draw(context, particles) {
    for (const p of particles) {
      const shine = context.createRadialGradient(p.x - p.size / 3, p.y - p.size / 3, 1, p.x, p.y, p.size);
      shine.addColorStop(0, '#ffffff');
      shine.addColorStop(0.25, p.color);
      shine.addColorStop(1, p.color);
      context.fillStyle = shine;
      context.beginPath();
      context.arc(p.x, p.y, p.size, 0, Math.PI * 2);
      context.fill();
    }
  },
};

const wheel: ParticleEffect = {
  step(particles, seconds, width, height) {
    for (const p of particles) {
      p.phase += seconds * 3;
      wrap(p, seconds, width, height, 14);
    }
  },
  draw(context, particles) {
    for (const p of particles) {
      // A small wheel of four coloured quarters, turning.
      for (let quarter = 0; quarter < 4; quarter++) {
        context.fillStyle = BALL_COLORS[quarter]!;
        context.beginPath();
        context.moveTo(p.x, p.y);
        context.arc(
          p.x,
          p.y,
          p.size,
          p.phase + (quarter * Math.PI) / 2,
          p.phase + ((quarter + 1) * Math.PI) / 2,
        );
        context.fill();
      }
    }
  },
};

export const PARTICLE_EFFECTS: Record<Exclude<BackgroundEffectName, 'confetti'>, ParticleEffect> = {
  snow,
  rain,
  'starry-sky': starrySky,
  ball,
  wheel,
};
