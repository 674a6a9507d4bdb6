import { particleStyles } from './particles.ts';

describe('hero particles', () => {
  it('gives each particle a place inside the hero, and the same places every time', () => {
    const particles = particleStyles(50);
    expect(particles).toHaveLength(50);
    for (const particle of particles) {
      expect(parseFloat(particle.left)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(particle.left)).toBeLessThan(100);
      expect(parseFloat(particle.top)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(particle.top)).toBeLessThan(100);
      expect(particle.durationSeconds).toBeGreaterThan(0);
    }
    expect(particleStyles(50)).toEqual(particles);
  });

  it('spreads the particles rather than stacking them', () => {
    const places = new Set(particleStyles(20).map((particle) => `${particle.left},${particle.top}`));
    expect(places.size).toBe(20);
  });
});
