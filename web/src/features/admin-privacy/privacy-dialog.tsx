import { Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { DATA_REQUEST_COPY } from '#shared/admin/data-request-messages.ts';
import { PRIVACY_COPY as COPY } from '#shared/admin/privacy-messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PersonSearchPanel } from './person-search-panel.tsx';
import { DataRequestsPanel } from './data-requests-panel.tsx';

/** A section of the Privacy view: its own panel, shown as a tab once there is more than one. */
export type PrivacySection = { id: string; label: string; Panel: ComponentType };

/**
 * The sections of the Privacy view, in order: finding a person, and the data-request log (`data-requests-panel.tsx`).
 */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  { id: 'person', label: COPY.findPerson, Panel: PersonSearchPanel },
  { id: 'requests', label: DATA_REQUEST_COPY.tab, Panel: DataRequestsPanel },
];

/**
 * The Privacy view, opened from the dashboard header (?dialog=privacy): everything held about one person, found by
 * e-mail or phone. One section shows on its own; more show as tabs.
 */
export function PrivacyDialog({ open, onClose, sections = PRIVACY_SECTIONS }: { open: boolean; onClose: () => void; sections?: readonly PrivacySection[] }) {
  const [only] = sections;
  return (
    <Dialog open={open} onClose={onClose} title={COPY.title} closeLabel={COPY.close} size="xl">
      {sections.length === 1 && only ? (
        <only.Panel />
      ) : (
        <Tabs.Root defaultValue={sections[0]?.id} lazyMount variant="line">
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Trigger key={section.id} value={section.id}>
                {section.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sections.map(({ id, Panel }) => (
            <Tabs.Content key={id} value={id} pt="4">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Dialog>
  );
}
