import { Button, HStack, Text } from '@chakra-ui/react';
import type { AdminLead, ContactAttemptInput } from '#shared/admin/api-contract.ts';
import { EMAIL_BOUNCED_COPY, FIRST_CONTACT_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { leadPhoneActions, mailtoLink } from '#shared/lead/whatsapp-greeting.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useContactTemplate } from './api/get-contact-template.ts';
import { useMe } from './api/get-me.ts';
import { useTeam } from './api/get-team.ts';

/** What the WhatsApp greeting is filled with: the saved template (undefined while it loads) and the staff member's name. */
export type GreetingSource = { template: string | undefined; staffName: string };

/**
 * The greeting of the signed-in member of staff: the team's template, and their name as the Team view knows it (their
 * username until it has loaded, or when the account has no name).
 */
export function useGreetingSource(): GreetingSource {
  const { data: template } = useContactTemplate();
  const { data: staff } = useMe();
  const { data: team } = useTeam(true);
  const username = staff?.username ?? '';
  const name = team?.find((member) => member.username === username)?.name.trim();
  return { template: template?.whatsappGreeting, staffName: name || username };
}

/**
 * A lead's contact actions as real links, each opened in a new tab or the phone's app: WhatsApp with the greeting
 * prefilled, a call, an e-mail. A number that cannot be read says so and shows it as typed; a lead without a phone
 * offers e-mail only; an erased lead, or one that must not be contacted, offers none. An address that bounced or
 * complained gets no e-mail action, only the words saying so (phone instead). `onOpened` logs the attempt.
 */
export function ContactActions({
  lead,
  greeting,
  onOpened,
  size = 'sm',
}: {
  lead: AdminLead;
  greeting: GreetingSource;
  onOpened: (channel: ContactAttemptInput['channel']) => void;
  size?: 'xs' | 'sm';
}) {
  if (lead.erasedAt || isProcessingRestricted(lead)) return null;
  const phone = leadPhoneActions(lead, greeting.template ?? '', greeting.staffName);
  const name = lead.fullName;
  const external = { target: '_blank', rel: 'noopener noreferrer', size, variant: 'outline' } as const;
  return (
    <HStack gap="2" wrap="wrap" data-testid="contact-actions">
      {phone.kind === 'number' ? (
        <>
          {greeting.template === undefined ? (
            // The greeting is not known yet: a chat opened now would start without it.
            <Button size={size} variant="outline" disabled aria-label={COPY.actionFor('whatsapp', name)}>
              {COPY.channels.whatsapp}
            </Button>
          ) : (
            <LinkButton {...external} colorPalette="green" href={phone.whatsappUrl} aria-label={COPY.actionFor('whatsapp', name)} onClick={() => onOpened('whatsapp')}>
              {COPY.channels.whatsapp}
            </LinkButton>
          )}
          <LinkButton {...external} href={phone.telUrl} aria-label={COPY.actionFor('call', name)} onClick={() => onOpened('call')}>
            {COPY.channels.call}
          </LinkButton>
        </>
      ) : null}
      {lead.email && lead.emailBounced ? (
        <Button size={size} variant="outline" colorPalette="orange" disabled data-testid="email-bounced-action">
          {EMAIL_BOUNCED_COPY.emailAction}
        </Button>
      ) : lead.email ? (
        <LinkButton {...external} href={mailtoLink(lead.email)} aria-label={COPY.actionFor('email', name)} onClick={() => onOpened('email')}>
          {COPY.channels.email}
        </LinkButton>
      ) : null}
      {phone.kind === 'unreadable' ? (
        <Text fontSize="xs" color="fg.muted" data-testid="unreadable-phone">
          {COPY.unreadablePhone}{' '}
          <Text as="span" fontWeight="semibold" color="fg" whiteSpace="nowrap">
            {phone.original}
          </Text>
        </Text>
      ) : phone.kind === 'none' ? (
        <Text fontSize="xs" color="fg.muted">
          {COPY.noPhone}
        </Text>
      ) : null}
    </HStack>
  );
}
