import { Tabs } from '@chakra-ui/react';
import { CONTENT_COPY } from '#shared/admin/content-rules.ts';
import { TestimonialsList } from './testimonials-list.tsx';
import { WebsiteContentList } from './website-content-list.tsx';

/** Content Management: the website texts and the testimonials, each in its own tab (spec section 2). */
export function ContentTab() {
  return (
    <Tabs.Root defaultValue="website" lazyMount unmountOnExit variant="line">
      <Tabs.List>
        <Tabs.Trigger value="website">{CONTENT_COPY.websiteContent}</Tabs.Trigger>
        <Tabs.Trigger value="testimonials">{CONTENT_COPY.testimonials}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="website" pt="4">
        <WebsiteContentList />
      </Tabs.Content>
      <Tabs.Content value="testimonials" pt="4">
        <TestimonialsList />
      </Tabs.Content>
    </Tabs.Root>
  );
}
