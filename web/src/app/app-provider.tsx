import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/ui/toaster.tsx';
import { swrConfig } from '../lib/swr-config.ts';
import type { AppSystem } from '../theme.ts';

/** The providers every page runs inside, in the browser and in the prerender alike. */
export function AppProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={swrConfig}>
        {children}
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
