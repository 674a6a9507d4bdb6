import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

export interface LinkButtonProps extends HTMLChakraProps<'a', RecipeProps<'button'>> {}

const { withContext } = createRecipeContext({ key: 'button' });

/**
 * A link that looks like a button (Chakra's link-button snippet): the button recipe on an `<a>`, without the
 * `type="button"` Chakra's Button puts on whatever it renders, which is invalid on a link. `asChild` styles a router link.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a');
