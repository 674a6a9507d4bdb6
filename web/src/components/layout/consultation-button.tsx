import type { MouseEvent } from 'react';
import { LinkButton } from '../ui/link-button.tsx';

/** The header's Free Consultation button: a real link to the lead form that the page scrolls to smoothly. */
export function ConsultationButton({
  link,
  onClick,
  marker,
}: {
  link: { label: string; href: string };
  onClick: (event: MouseEvent) => void;
  /** The CMS marker of an editable button (data-cms-id). */
  marker?: Record<string, string>;
}) {
  return (
    <LinkButton asChild colorPalette="gold" size={{ base: 'md', md: 'sm' }}>
      <a href={link.href} onClick={onClick} {...marker}>
        {link.label}
      </a>
    </LinkButton>
  );
}
