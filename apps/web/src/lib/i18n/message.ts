/**
 * A message as the code writes it: the English text in ICU MessageFormat, and for the translator, when the text
 * alone does not say it, what it is. The build gives it an `id` (a hash of both) and parses the English, so
 * never write an `id` by hand and always write `defaultMessage` as a literal: the extractor reads the source.
 */
export interface MessageDescriptor {
  id?: string;
  defaultMessage: string;
  /** Context for the translator; it also tells two identical English texts with different meanings apart. */
  description?: string;
}

/** Marks a message kept in a constant (a nav item's label, a list of options) so the extractor finds it. */
export const defineMessage = (descriptor: MessageDescriptor): MessageDescriptor => descriptor;
