/**
 * The landing pages' motion as plain DOM script (no React), so a static page runs it without hydrating anything, and
 * the React components (slide-in.tsx, particle-field.tsx, pointer-effects.tsx) run the very same code in an effect.
 * Everything moves by transform and opacity (motion-styles.tsx): nothing here changes the layout.
 */
import { INTERSECTION_THRESHOLD } from '#shared/uk/content/premium.ts';
import { MOTION_CLASS } from './motion-classes.ts';
import { followMotionAllowed, prefersReducedMotion } from './motion-preference.ts';
import { particleStyles } from './particles.ts';

/** The attributes the prerendered HTML carries for this script: a block that slides in, a particle layer's count. */
export const MOTION_ATTRIBUTES = { reveal: 'data-reveal', particles: 'data-particles' } as const;

/**
 * Slides a block in when 10% of it enters the view. A block on the first screen stays as rendered ('static',
 * visible); one below the fold at the first observation is hidden (off-screen, so the visitor never sees it vanish)
 * until it scrolls into view, then shown for good. Returns a function that stops observing.
 */
export function observeReveal(block: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        if (entry.isIntersecting || prefersReducedMotion()) observer.disconnect();
        else block.setAttribute(MOTION_ATTRIBUTES.reveal, 'hidden');
        return;
      }
      if (!entry.isIntersecting) return;
      block.setAttribute(MOTION_ATTRIBUTES.reveal, 'shown');
      observer.disconnect();
    },
    { threshold: INTERSECTION_THRESHOLD },
  );
  observer.observe(block);
  return () => observer.disconnect();
}

/** Fills a particle layer with its drifting particles (spread by particles.ts, so the same page always looks the same). */
function fillParticles(layer: HTMLElement, count: number): void {
  const particles = particleStyles(count).map((particle) => {
    const span = document.createElement('span');
    span.className = MOTION_CLASS.particle;
    span.setAttribute('data-particle', '');
    const style = span.style;
    style.left = particle.left;
    style.top = particle.top;
    style.width = `${particle.size}px`;
    style.height = `${particle.size}px`;
    style.animationDuration = `${particle.durationSeconds}s`;
    style.animationDelay = `${particle.delaySeconds}s`;
    style.setProperty('--ukp-dx', `${particle.driftX}px`);
    style.setProperty('--ukp-dy', `${particle.driftY}px`);
    return span;
  });
  layer.replaceChildren(...particles);
}

/**
 * The particles of a layer (as many as its data-particles says) once the browser is idle, none with reduced motion;
 * follows a change of that preference. Returns a function that stops and empties the layer.
 */
export function showParticles(layer: HTMLElement): () => void {
  const count = Number(layer.getAttribute(MOTION_ATTRIBUTES.particles) ?? '0');
  const stop = followMotionAllowed((allowed) => (allowed ? fillParticles(layer, count) : layer.replaceChildren()));
  return () => {
    stop();
    layer.replaceChildren();
  };
}

type Look = Partial<Record<'background' | 'border' | 'zIndex' | 'mixBlendMode' | 'transition', string>>;

/** A fixed circle out of the layout, hidden from assistive technology, and invisible until the mouse moves. */
function circle(size: number, marker: string, look: Look): HTMLDivElement {
  const element = document.createElement('div');
  element.className = MOTION_CLASS.decoration;
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute(marker, '');
  Object.assign(element.style, { width: `${size}px`, height: `${size}px`, borderRadius: '9999px', opacity: '0' }, look);
  return element;
}

/**
 * The soft gold light over the dark page (blended, under the content) and the gold ring at the cursor (above it),
 * centred on the mouse once per animation frame by a transform (no React render, no layout). Only a fine pointer (a
 * mouse) moves them: touch screens have no cursor to follow.
 */
function startPointerDecorations(host: HTMLElement): () => void {
  const circles = [
    {
      size: 640,
      element: circle(640, 'data-spotlight', {
        background: 'radial-gradient(circle, rgba(232,193,96,.14) 0%, rgba(232,193,96,0) 65%)',
        zIndex: '2',
        mixBlendMode: 'screen',
      }),
    },
    {
      size: 28,
      element: circle(28, 'data-cursor-follower', { border: '2px solid rgba(232,193,96,.8)', zIndex: '1400', transition: 'transform 120ms ease-out, opacity .3s' }),
    },
  ];
  host.append(...circles.map(({ element }) => element));
  let frame = 0;
  let x = 0;
  let y = 0;
  const apply = () => {
    frame = 0;
    for (const { size, element } of circles) {
      element.style.transform = `translate3d(${x - size / 2}px, ${y - size / 2}px, 0)`;
      element.style.opacity = '1';
    }
  };
  const onMove = (event: MouseEvent) => {
    x = event.clientX;
    y = event.clientY;
    if (!frame) frame = window.requestAnimationFrame(apply);
  };
  if (window.matchMedia?.('(pointer: fine)').matches) window.addEventListener('mousemove', onMove, { passive: true });
  return () => {
    window.removeEventListener('mousemove', onMove);
    if (frame) window.cancelAnimationFrame(frame);
    for (const { element } of circles) element.remove();
  };
}

/**
 * The spotlight and the cursor follower, appended to `host`: none before the browser is idle (they never hold up the
 * first paint) or with reduced motion; follows a change of that preference. Returns a function that removes them.
 */
export function showPointerDecorations(host: HTMLElement): () => void {
  let stopDecorations: (() => void) | undefined;
  const stopFollowing = followMotionAllowed((allowed) => {
    stopDecorations?.();
    stopDecorations = allowed ? startPointerDecorations(host) : undefined;
  });
  return () => {
    stopFollowing();
    stopDecorations?.();
  };
}

/**
 * All the motion of a static landing page: its slide-in blocks and particle layers, and the pointer decorations when
 * `pointer` is set (the premium page). Blocks inside an island are left to that island's own components.
 */
export function startLandingMotion(root: HTMLElement, { pointer }: { pointer: boolean }): void {
  const outsideIslands = (element: Element) => element.closest('[data-island]') === null;
  for (const block of root.querySelectorAll<HTMLElement>(`[${MOTION_ATTRIBUTES.reveal}]`)) if (outsideIslands(block)) observeReveal(block);
  for (const layer of root.querySelectorAll<HTMLElement>(`[${MOTION_ATTRIBUTES.particles}]`)) if (outsideIslands(layer)) showParticles(layer);
  if (pointer) showPointerDecorations(root);
}
