import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';

type Props = Omit<ButtonProps, 'asChild' | 'onClick'> & { href: string; onClick?: () => void; children: ReactNode };

/** A call to action that opens a prefilled WhatsApp chat in a new tab (a real link: it works before the script runs). */
export function WhatsappLinkButton({ href, onClick, children, ...rest }: Props) {
  return (
    <Button asChild colorPalette="whatsapp" size="lg" {...rest}>
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        <WhatsappIcon boxSize="5" />
        {children}
      </a>
    </Button>
  );
}
