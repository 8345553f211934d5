import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, Fragment, type ReactNode } from 'react';
import { formatMessage, type MessageValue } from './format-message.ts';
import type { I18nState } from './i18n-store.ts';
import type { MessageDescriptor } from './message.ts';

type Primitive = string | number | boolean | null | undefined | Date;
/** A value for a rich-text tag: `{ link: (chunks) => <a href="…">{chunks}</a> }` for `<link>Sign in</link>`. */
type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * Formats a message in the active locale: plain values give a string; React nodes or tag functions among the values
 * give a node. Falls back to the English when the catalogue has no translation.
 */
export interface Translate {
  (descriptor: MessageDescriptor, values?: Record<string, Primitive>): string;
  (descriptor: MessageDescriptor, values: Record<string, Primitive | RichValue>): ReactNode;
}

export function translator(state: I18nState): Translate {
  return ((descriptor: MessageDescriptor, values?: Record<string, MessageValue>) => {
    const translated = state.catalogue[descriptor.id ?? ''];
    // The build parsed `defaultMessage`, or left it a string when it is plain text (apps/web/i18n/vite-plugin.ts).
    const message: string | MessageFormatElement[] = translated ?? descriptor.defaultMessage;
    if (typeof message === 'string') return message;
    const result = formatMessage(message, translated ? state.locale : 'en', values);
    return typeof result === 'string' ? result : createElement(Fragment, null, ...result);
  }) as Translate;
}
