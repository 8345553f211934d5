import {
  DEFAULT_QUIET_HOURS,
  notificationTypes,
  type ChannelSettings,
  type NotificationSettings,
  type NotificationType,
} from '@clutch/contract/notifications';
import type { SettingsRow } from './notifications.repository.ts';

const ALL_ON: ChannelSettings = { push: true, email: true, sound: true };

/** Every type with every channel on, the global switch on, quiet hours 23:00–07:00 (spec §2, §9), in UTC. */
export function defaultSettings(): NotificationSettings {
  return {
    enabled: true,
    quietHours: { ...DEFAULT_QUIET_HOURS, timeZone: 'UTC' },
    types: Object.fromEntries(notificationTypes.map((type) => [type, { ...ALL_ON }])) as Record<NotificationType, ChannelSettings>,
  };
}

const isChannels = (value: unknown): value is ChannelSettings =>
  typeof value === 'object' &&
  value !== null &&
  ['push', 'email', 'sound'].every((k) => typeof (value as Record<string, unknown>)[k] === 'boolean');

/** The stored row as the contract says it; a type missing from the row (added since it was saved) has every channel on. */
export function toSettings(row: SettingsRow | null): NotificationSettings {
  const settings = defaultSettings();
  if (!row) return settings;
  for (const type of notificationTypes) {
    const stored = row.types[type];
    if (isChannels(stored)) settings.types[type] = { push: stored.push, email: stored.email, sound: stored.sound };
  }
  return {
    enabled: row.enabled,
    quietHours: { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd, timeZone: row.timeZone },
    types: settings.types,
  };
}

/** The columns of a user's settings row. */
export const toSettingsRow = (userId: string, settings: NotificationSettings, now: Date) => ({
  userId,
  enabled: settings.enabled,
  quietEnabled: settings.quietHours.enabled,
  quietStart: settings.quietHours.start,
  quietEnd: settings.quietHours.end,
  timeZone: settings.quietHours.timeZone,
  types: Object.fromEntries(notificationTypes.map((type) => [type, settings.types[type] ?? { ...ALL_ON }])),
  updatedAt: now,
});
