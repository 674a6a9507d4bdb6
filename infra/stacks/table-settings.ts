/**
 * What the data stack gives its table beyond the keys of functions/data/table.ts, in one place because two readers
 * need the same values: the data stack, and the restore script (`npm run restore`, infra/scripts/restore.ts), which
 * sets again on a restored table what DynamoDB's restore does not carry (tags, point-in-time recovery, deletion
 * protection, and TTL on TABLE_KEYS.timeToLive). No aws-cdk-lib import here: the script loads it without the CDK.
 */

/** The table's tags (cost allocation and "what is this" in the console): the stack's table and any restored one. */
export const TABLE_TAGS: Readonly<Record<string, string>> = {
  application: 'dubai-setup',
  data: 'business-records',
};

/**
 * The CDK context value that switches the app to a restored table: `restoredTableName=<name>` makes the data stack
 * import that table instead of creating its own, so every function, alarm and output points at it (README,
 * "Restoring the table").
 */
export const RESTORED_TABLE_CONTEXT = 'restoredTableName';

/**
 * How long a full export of the table stays in the exports bucket: an erasure must reach the archives too, so an
 * export of a person erased today is gone at most this many days later (the same order as point-in-time recovery's
 * 35 days).
 */
export const EXPORT_EXPIRY_DAYS = 30;

/** Where the exports go in their bucket: `<prefix><table name>/<export time>/`. */
export const EXPORT_PREFIX = 'table-exports/';

/** DynamoDB's rule for a table name (3 to 255 of letters, digits, `_`, `-`, `.`). */
export const TABLE_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,255}$/;
