import { Flex } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import type { PersonSearch } from './api/get-privacy-person.ts';
import { ErasePersonAction } from './erase-person-action.tsx';
import { ExportPersonAction } from './export-person-action.tsx';
import { RestrictionAction } from './restriction-action.tsx';

/** What an action on the person found receives: the search that found them, the answer, and a way to search again. */
export type PersonActionProps = { search: PersonSearch; person: PrivacyPersonAnswer; onChanged: () => void };

/**
 * The actions staff can take on the person the Privacy view found, in the order they show: export their data,
 * restrict processing or withdraw marketing consent, erase them. Each is its own component; add one here.
 */
export const PERSON_ACTIONS: readonly ComponentType<PersonActionProps>[] = [
  ExportPersonAction,
  RestrictionAction,
  ErasePersonAction,
];

/** The actions' bar under a search's answer. */
export function PersonActions(props: PersonActionProps) {
  return (
    <Flex gap="2" wrap="wrap" data-testid="privacy-person-actions">
      {PERSON_ACTIONS.map((Action, index) => (
        <Action key={index} {...props} />
      ))}
    </Flex>
  );
}
