/**
 * The landing pages' motion as plain CSS (no animation library): particle drift, the slide-in of sections that enter
 * the view, the lift of the card under the mouse or focused (:hover and :focus, no script). Everything moves by
 * transform and opacity only, so nothing shifts the layout, and prefers-reduced-motion turns all of it off. A <style> element is allowed by the Content Security Policy
 * (style-src 'unsafe-inline', as for Chakra's own tags) and is in the prerendered HTML.
 */
import { MOTION_CLASS } from './motion-classes.ts';

export { MOTION_CLASS };

const css = `
.${MOTION_CLASS.particles}{position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:0}
.${MOTION_CLASS.particle}{position:absolute;border-radius:9999px;background:rgba(232,193,96,.55);will-change:transform,opacity;animation-name:ukp-drift;animation-timing-function:ease-in-out;animation-iteration-count:infinite;animation-direction:alternate}
@keyframes ukp-drift{0%{transform:translate3d(0,0,0);opacity:.15}50%{opacity:.8}100%{transform:translate3d(var(--ukp-dx,12px),var(--ukp-dy,-40px),0);opacity:.3}}
.${MOTION_CLASS.reveal}[data-reveal="hidden"]{opacity:0;transform:translate3d(0,32px,0)}
.${MOTION_CLASS.reveal}[data-reveal="shown"]{opacity:1;transform:none;transition:opacity .7s ease-out,transform .7s ease-out}
.${MOTION_CLASS.card}{transition:transform .25s ease-out,box-shadow .25s ease-out,border-color .25s ease-out}
.${MOTION_CLASS.card}:hover,.${MOTION_CLASS.card}:focus{transform:translate3d(0,-4px,0);box-shadow:0 12px 32px rgba(197,143,34,.35);border-color:#dcaa3a}
.${MOTION_CLASS.decoration}{position:fixed;top:0;left:0;pointer-events:none;will-change:transform}
@media (prefers-reduced-motion: reduce){
.${MOTION_CLASS.particle}{animation:none!important}
.${MOTION_CLASS.particles},.${MOTION_CLASS.decoration}{display:none!important}
.${MOTION_CLASS.reveal}[data-reveal]{opacity:1!important;transform:none!important;transition:none!important}
.${MOTION_CLASS.card},.${MOTION_CLASS.card}:hover,.${MOTION_CLASS.card}:focus{transition:none!important;transform:none!important}
}
`;

/** The motion rules; render once per landing page. */
export function MotionStyles() {
  return <style>{css}</style>;
}
