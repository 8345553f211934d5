import { z } from 'zod';

/** The archive's entries: the manifest first, then the database dump, the uploads folder and the secrets. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';
export const UPLOADS_ENTRY = 'uploads';
/**
 * Generated secrets that live in DATA_DIR and must come back with the database they belong to (the VAPID key pair:
 * the stored push subscriptions were made with its public key and answer only to it; the signing key: the
 * unsubscribe links in e-mails already sent were signed with it).
 */
export const SECRET_FILES = ['sandbox-webhook-secret', 'vapid.json', 'signing-key'] as const;

export const backupManifest = z.object({
  format: z.literal('clutch-backup'),
  formatVersion: z.literal(1),
  /** Only the embedded database is backed up this way; PostgreSQL has pg_dump (README "Backups"). */
  kind: z.literal('pglite'),
  createdAt: z.iso.datetime(),
  /** The last migration applied to the database in this backup. */
  schema: z.object({ migration: z.string(), when: z.number().int() }),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  secrets: z.array(z.enum(SECRET_FILES)),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** A backup or restore that can not go ahead, with a message for the operator (no stack trace). */
export class BackupError extends Error {}
