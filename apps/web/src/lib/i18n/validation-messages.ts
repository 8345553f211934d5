import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@clutch/contract/users';
import type { MessageDescriptor } from './message.ts';
import { translator } from './translate.ts';
import { useT } from './use-t.ts';

type Values = Record<string, string | number>;

/** English text → the message it was made from, for every validation message a form can show. */
const registry = new Map<string, { descriptor: MessageDescriptor; values?: Values }>();
const english = translator({ locale: 'en', catalogue: {} });

/**
 * A form's validation message: returns its English for the zod schema (schemas are built once, in English) and
 * remembers where it came from, so `FormMessage` shows it in the active language. The contract's own messages
 * are registered the same way below.
 */
export function validationMessage(descriptor: MessageDescriptor, values?: Values): string {
  const text = english(descriptor, values);
  registry.set(text, { descriptor, values });
  return text;
}

/**
 * The contract's validation messages that web forms show, made translatable: packages/contract writes them in
 * English for the server and the web alike. A form whose schema comes from the contract gets them translated by
 * `FormMessage`; validation-messages.test.ts fails when a contract message a form can show is missing here.
 */
export const contractMessages = [
  validationMessage({ defaultMessage: 'Nickname must be at least {min} characters' }, { min: NICKNAME_MIN }),
  validationMessage({ defaultMessage: 'Nickname must be at most {max} characters' }, { max: NICKNAME_MAX }),
  validationMessage({ defaultMessage: 'Nickname may use letters, digits, dots, dashes and underscores only' }),
  validationMessage({ defaultMessage: 'E-mail address is too long' }),
  validationMessage({ defaultMessage: 'Please, enter a valid e-mail address' }),
  validationMessage({ defaultMessage: 'Password must be at least {min} characters' }, { min: PASSWORD_MIN }),
  validationMessage({ defaultMessage: 'Password must be at most {max} characters' }, { max: PASSWORD_MAX }),
  validationMessage({ defaultMessage: 'E-mail or username is required' }),
  validationMessage({ defaultMessage: 'Password is required' }),
  validationMessage({ defaultMessage: 'Current password is required' }),
  validationMessage({ defaultMessage: 'Please, enter the 6-digit code' }),
  // features/billing: Add Money and Withdraw (moneyBody's amount).
  validationMessage({ defaultMessage: 'Enter an amount above 0.' }),
  validationMessage({ defaultMessage: 'The smallest amount is 0.01.' }),
  validationMessage({ defaultMessage: 'At most 100000 at a time.' }),
  validationMessage({ defaultMessage: 'At most two decimals.' }),
  // features/competition: a captain's result report (resultInputFor) and dispute (disputeBody).
  validationMessage({ defaultMessage: 'Enter both scores or a forfeit.' }),
  validationMessage({ defaultMessage: 'Enter both scores.' }),
  validationMessage({ defaultMessage: 'A knockout match needs a winner: the scores cannot be level.' }),
  validationMessage({ defaultMessage: 'Say what is wrong with this result.' }),
  // features/targets: the target dialog (targetInput).
  validationMessage({ defaultMessage: 'Title is required.' }),
  validationMessage({ defaultMessage: 'Target value must be above 0.' }),
  validationMessage({ defaultMessage: 'Current value cannot be negative.' }),
];

/** Whether a validation message has a translation (validation-messages.test.ts checks the contract's). */
export const isTranslatableValidation = (text: string) => registry.has(text);

/** `(message) => message in the active language`; a message nobody registered (the server's, already translated) stays as it is. */
export function useTranslateValidation() {
  const t = useT();
  return (text: string) => {
    const known = registry.get(text);
    return known ? t(known.descriptor, known.values) : text;
  };
}
