import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode } from 'react';
import type { I18nState } from './i18n-store.ts';
import type { MessageDescriptor } from './message.ts';

type Primitive = PrimitiveType;
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

const formats = new Map<string, IntlMessageFormat>();

function formatOf({ locale, catalogue }: I18nState, descriptor: MessageDescriptor): IntlMessageFormat {
  const id = descriptor.id ?? descriptor.defaultMessage;
  const translated = catalogue[id];
  const key = `${translated ? locale : 'en'}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    // The build replaced `defaultMessage` with its parsed form (apps/web/i18n/vite-plugin.ts).
    format = new IntlMessageFormat(translated ?? descriptor.defaultMessage, translated ? locale : 'en');
    formats.set(key, format);
  }
  return format;
}

export function translator(state: I18nState): Translate {
  return ((descriptor: MessageDescriptor, values?: Record<string, Primitive | RichValue>) => {
    const result = formatOf(state, descriptor).format<ReactNode>(values as Record<string, Primitive>);
    return Array.isArray(result) ? createElement(Fragment, null, ...(result as ReactNode[])) : result;
  }) as Translate;
}
