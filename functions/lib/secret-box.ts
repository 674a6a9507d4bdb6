/**
 * Envelope encryption of the integrations' API keys and secrets. Each seal asks the key service for a fresh
 * 256-bit data key, encrypts with AES-256-GCM in this process, and stores the data key only in its encrypted form
 * beside the ciphertext. Deployed, the key service is KMS (KMS_KEY_ID, GenerateDataKey / Decrypt); locally it is a
 * stand-in holding a key of the local stack (LOCAL_KMS_KEY, 32 bytes base64) with the same two operations, so no
 * AWS call is made offline. Plaintext never leaves the function that needs it and is never logged.
 *
 * A seal is bound to what it belongs to (its context, { integrationId }): the data key is made under that KMS
 * encryption context and the AES-GCM seal carries the integration id as associated data, so a sealed value copied
 * onto another integration does not open. Boxes sealed before the binding (v 1) open without it, once: the caller
 * sees `isUnboundBox` and seals them again bound (see data/email-integrations.ts).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import { kmsClient } from './clients/kms.ts';

/** What a seal is bound to: the KMS encryption context, and (its integration id) the AES-GCM associated data. */
export type SealContext = { integrationId: string };

/** The two operations envelope encryption needs, as KMS names them; the context binds the data key (none: unbound). */
export type DataKeyService = {
  generateDataKey(context?: SealContext): Promise<{ plaintext: Uint8Array; encrypted: Uint8Array }>;
  decryptDataKey(encrypted: Uint8Array, context?: SealContext): Promise<Uint8Array>;
};

/** What is stored: every field base64. v 2 is bound to its context; v 1 (sealed before the binding) is not. */
export type SealedBox = { v: 1 | 2; key: string; iv: string; tag: string; data: string };

/** KMS: GenerateDataKey (AES_256) and Decrypt with the configured key, under the seal's encryption context. */
export function kmsKeyService(keyId: string, client: KMSClient = kmsClient): DataKeyService {
  return {
    async generateDataKey(context) {
      const answer = await client.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', ...(context && { EncryptionContext: { ...context } }) }),
      );
      if (!answer.Plaintext || !answer.CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: answer.Plaintext, encrypted: answer.CiphertextBlob };
    },
    async decryptDataKey(encrypted, context) {
      const answer = await client.send(
        new DecryptCommand({ KeyId: keyId, CiphertextBlob: encrypted, ...(context && { EncryptionContext: { ...context } }) }),
      );
      if (!answer.Plaintext) throw new Error('KMS returned no plaintext');
      return answer.Plaintext;
    },
  };
}

/** The local stand-in: data keys wrapped with AES-256-GCM under the local stack's master key, the context as AAD. */
export function localKeyService(masterKey: Uint8Array): DataKeyService {
  if (masterKey.length !== 32) throw new Error('LOCAL_KMS_KEY must be 32 bytes (base64)');
  return {
    async generateDataKey(context) {
      const plaintext = randomBytes(32);
      return { plaintext, encrypted: Buffer.from(JSON.stringify(aesSeal(masterKey, plaintext, contextAad(context)))) };
    },
    async decryptDataKey(encrypted, context) {
      return aesOpen(masterKey, JSON.parse(Buffer.from(encrypted).toString('utf8')) as Omit<SealedBox, 'v' | 'key'>, contextAad(context));
    },
  };
}

/** The local stand-in's associated data for a KMS encryption context (KMS binds it the same way). */
const contextAad = (context: SealContext | undefined) => (context ? Buffer.from(JSON.stringify(Object.entries(context).sort())) : undefined);

/** The AES-GCM associated data of a bound seal: the integration id. */
const sealAad = (context: SealContext) => Buffer.from(context.integrationId, 'utf8');

function aesSeal(key: Uint8Array, plaintext: Uint8Array, aad?: Buffer) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad) cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

function aesOpen(key: Uint8Array, box: { iv: string; tag: string; data: string }, aad?: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(box.iv, 'base64'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(box.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(box.data, 'base64')), decipher.final()]);
}

let configured: DataKeyService | undefined;

/** The key service this environment is configured with: KMS_KEY_ID (deployed) or LOCAL_KMS_KEY (local stack, tests). */
export function keyService(env: NodeJS.ProcessEnv = process.env): DataKeyService {
  if (configured) return configured;
  if (env.KMS_KEY_ID) configured = kmsKeyService(env.KMS_KEY_ID);
  else if (env.LOCAL_KMS_KEY) configured = localKeyService(Buffer.from(env.LOCAL_KMS_KEY, 'base64'));
  else throw new Error('Missing configuration: KMS_KEY_ID (or LOCAL_KMS_KEY locally)');
  return configured;
}

/** Encrypts a JSON value under a fresh data key, bound to its context. */
export async function seal(value: unknown, context: SealContext, service: DataKeyService = keyService()): Promise<SealedBox> {
  if (!context.integrationId) throw new Error('A seal needs the id it belongs to');
  const dataKey = await service.generateDataKey(context);
  const box = aesSeal(dataKey.plaintext, Buffer.from(JSON.stringify(value), 'utf8'), sealAad(context));
  Buffer.from(dataKey.plaintext.buffer, dataKey.plaintext.byteOffset, dataKey.plaintext.byteLength).fill(0);
  return { v: 2, key: Buffer.from(dataKey.encrypted).toString('base64'), ...box };
}

/** True for a box sealed before seals were bound (v 1): it opens without a context and should be sealed again. */
export const isUnboundBox = (box: SealedBox) => box.v !== 2;

/**
 * Decrypts what seal produced for this context; throws when it was altered (GCM authentication) or sealed for
 * another context. A box sealed before the binding (v 1) opens unbound.
 */
export async function open<T>(box: SealedBox, context: SealContext, service: DataKeyService = keyService()): Promise<T> {
  const bound = !isUnboundBox(box);
  const dataKey = await service.decryptDataKey(Buffer.from(box.key, 'base64'), bound ? context : undefined);
  return JSON.parse(aesOpen(dataKey, box, bound ? sealAad(context) : undefined).toString('utf8')) as T;
}
