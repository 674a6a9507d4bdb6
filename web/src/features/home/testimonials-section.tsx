import { Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { MonogramAvatar } from '../../components/art/monogram-avatar.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import type { PublicTestimonial } from '#shared/main-site/testimonials.ts';
import { useTestimonials } from './api/get-testimonials.ts';

const MAX_STARS = 5;

/** The rating as five stars, read out as 'Rated n out of 5'. */
function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <HStack gap="0.5" role="img" aria-label={HOME_LABELS.testimonials.rating(filled)} data-rating={filled}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Box as="span" key={i} aria-hidden color={i < filled ? 'gold.400' : 'gray.300'} fontSize="lg" lineHeight="1">
          ★
        </Box>
      ))}
    </HStack>
  );
}

function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  const role = [testimonial.position, testimonial.company].filter(Boolean).join(', ');
  return (
    <Stack as="figure" gap="4" p="6" bg="white" borderRadius="xl" borderWidth="1px" borderColor="border.muted" m="0">
      <Stars rating={testimonial.rating} />
      <Text as="blockquote" color="navy.800" flex="1">
        {testimonial.content}
      </Text>
      <HStack as="figcaption" gap="3">
        {/* Staff's photograph when the testimonial has one (Testimonials tab), else the person's monogram. */}
        {testimonial.imageUrl ? (
          <Box asChild boxSize="12" borderRadius="full" objectFit="cover" flexShrink={0}>
            <img src={testimonial.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
          </Box>
        ) : (
          <Box flexShrink={0} lineHeight="0">
            <MonogramAvatar name={testimonial.name} />
          </Box>
        )}
        <Box>
          <Text fontWeight="bold" color="navy.900">
            {testimonial.name}
          </Text>
          {role && (
            <Text fontSize="sm" color="fg.muted">
              {role}
            </Text>
          )}
        </Box>
      </HStack>
    </Stack>
  );
}

/**
 * What clients say, from GET /api/testimonials. While the list loads the section keeps its place; with no
 * testimonials (or a failed call) it shows nothing at all.
 */
export default function TestimonialsSection() {
  const testimonials = useTestimonials();
  if (testimonials !== undefined && testimonials.length === 0) return null;

  return (
    <TitledSection id="testimonials" title={HOME_LABELS.testimonials.title} aria-busy={testimonials === undefined}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {testimonials === undefined
          ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="56" borderRadius="xl" />)
          : testimonials.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)}
      </SimpleGrid>
    </TitledSection>
  );
}
