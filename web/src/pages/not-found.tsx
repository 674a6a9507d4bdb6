import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND } from '#shared/main-site/messages.ts';
import { NOT_FOUND_HOME_LINK } from '#shared/site-copy.ts';
import { paths } from '#shared/site-paths.ts';
import { LinkButton } from '../components/ui/link-button.tsx';

/** Any address no route matches. */
export default function NotFoundPage() {
  return (
    <Center as="main" minHeight="100vh" px="6" bg="bg.subtle">
      <Stack gap="5" align="center" textAlign="center" maxW="md" bg="white" p="10" borderRadius="2xl" boxShadow="md">
        <Heading as="h1" fontSize="3xl" color="navy.900">
          {NOT_FOUND.heading}
        </Heading>
        <Text color="fg.muted">{NOT_FOUND.hint}</Text>
        <LinkButton asChild colorPalette="navy">
          <RouterLink to={paths.home}>{NOT_FOUND_HOME_LINK}</RouterLink>
        </LinkButton>
      </Stack>
    </Center>
  );
}
