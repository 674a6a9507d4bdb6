import { useState } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';

/**
 * The hovered-card index of a group of cards: the card under the mouse (or focused) is highlighted. Spread the
 * returned props on each card.
 */
export function useHoveredCard() {
  const [hovered, setHovered] = useState<number | null>(null);
  return (index: number) => ({
    className: MOTION_CLASS.card,
    'data-highlighted': hovered === index ? 'true' : 'false',
    onMouseEnter: () => setHovered(index),
    onMouseLeave: () => setHovered((current) => (current === index ? null : current)),
    onFocus: () => setHovered(index),
    onBlur: () => setHovered((current) => (current === index ? null : current)),
  });
}
