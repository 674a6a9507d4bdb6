import { Text, type TextProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { copyrightLine } from '#shared/main-site/copyright.ts';

/**
 * The footer's copyright line, 2024 to the visitor's current year. The prerendered HTML carries the build's year;
 * once the page runs, the line is drawn again from the browser's clock (a new key makes React replace the text,
 * which hydration alone would keep), so a page built last December still says this year.
 */
export function CopyrightLine(props: TextProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <Text key={live ? 'live' : 'prerendered'} suppressHydrationWarning data-testid="copyright" {...props}>
      {copyrightLine()}
    </Text>
  );
}
