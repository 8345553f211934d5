import type {
  DateElement,
  MessageFormatElement,
  NumberElement,
  PluralElement,
  SelectElement,
  TagElement,
  TimeElement,
} from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';

/** A message's value: text and numbers, a date, or for a rich-text tag a function of its contents. */
export type MessageValue = ReactNode | Date | ((chunks: ReactNode[]) => ReactNode);

/**
 * Formats a parsed ICU message (FormatJS's AST: the build parses every message, apps/web/i18n) with the
 * language's own rules through `Intl`: plurals and ordinals (`=0` first, then `Intl.PluralRules`, with `offset`),
 * select, numbers, dates and times (a named style or a `::skeleton`), `#`, and rich-text tags. Text only gives a
 * string; a tag or a React value among the parts gives the parts. This is the whole runtime: the parser, the
 * extractor and the compiler run at build time, so the browser gets ~1 KB instead of intl-messageformat's ~3.
 */
export function formatMessage(message: MessageFormatElement[], locale: string, values: Record<string, MessageValue> = {}): string | ReactNode[] {
  const parts = formatParts(message, locale, values, undefined);
  if (parts.every((p) => typeof p === 'string')) return parts.join('');
  return parts;
}

const intlCache = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = intlCache.get(key) as T | undefined;
  if (!value) {
    value = make();
    intlCache.set(key, value);
  }
  return value;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options));

function numberOptions(style: NumberElement['style']): Intl.NumberFormatOptions | undefined {
  if (!style) return undefined;
  if (typeof style === 'string') return style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : undefined;
  return style.parsedOptions as Intl.NumberFormatOptions;
}

function dateTimeOptions(element: DateElement | TimeElement, field: 'dateStyle' | 'timeStyle'): Intl.DateTimeFormatOptions {
  const { style } = element;
  if (style && typeof style === 'object') return style.parsedOptions;
  const named = style === 'short' || style === 'long' || style === 'full' ? style : 'medium';
  return { [field]: named };
}

/** `pound` is the number a `#` stands for inside the nearest plural. */
function formatParts(elements: MessageFormatElement[], locale: string, values: Record<string, MessageValue>, pound: number | undefined): ReactNode[] {
  const parts: ReactNode[] = [];
  const push = (part: ReactNode) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  };
  for (const element of elements) {
    switch (element.type as number) {
      case 0:
        push((element as { value: string }).value);
        break;
      case 1: {
        const value = values[(element as { value: string }).value];
        push(value instanceof Date ? value.toISOString() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : (value as ReactNode) ?? '');
        break;
      }
      case 2: {
        const number = element as NumberElement;
        push(numberFormat(locale, numberOptions(number.style)).format(Number(values[number.value])));
        break;
      }
      case 3:
      case 4: {
        const date = element as DateElement | TimeElement;
        const options = dateTimeOptions(date, (element.type as number) === 3 ? 'dateStyle' : 'timeStyle');
        const format = cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
        push(format.format(new Date(values[date.value] as Date | number | string)));
        break;
      }
      case 5: {
        const select = element as SelectElement;
        const option = select.options[String(values[select.value])] ?? select.options.other;
        for (const part of formatParts(option?.value ?? [], locale, values, pound)) push(part);
        break;
      }
      case 6: {
        const plural = element as PluralElement;
        const count = Number(values[plural.value]);
        const rules = cached(`p|${locale}|${plural.pluralType}`, () => new Intl.PluralRules(locale, { type: plural.pluralType }));
        const option = plural.options[`=${count}`] ?? plural.options[rules.select(count - plural.offset)] ?? plural.options.other;
        for (const part of formatParts(option?.value ?? [], locale, values, count - plural.offset)) push(part);
        break;
      }
      case 7:
        push(pound === undefined ? '#' : numberFormat(locale).format(pound));
        break;
      case 8: {
        const tag = element as TagElement;
        const chunks = formatParts(tag.children, locale, values, pound);
        const render = values[tag.value];
        if (typeof render === 'function') push(render(chunks));
        else for (const chunk of chunks) push(chunk);
        break;
      }
    }
  }
  return parts;
}
