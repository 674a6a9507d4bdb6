/**
 * Envelope encryption of the integrations' API keys and secrets. Each seal asks the key service for a fresh
 * 256-bit data key, encrypts with AES-256-GCM in this process, and stores the data key only in its encrypted form
 * beside the ciphertext. Deployed, the key service is KMS (KMS_KEY_ID, GenerateDataKey / Decrypt); locally it is a
 * stand-in holding a key of the local stack (LOCAL_KMS_KEY, 32 bytes base64) with the same two operations, so no
 * AWS call is made offline. Plaintext never leaves the function that needs it and is never logged.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import { kmsClient } from './clients/kms.ts';

/** The two operations envelope encryption needs, as KMS names them. */
export type DataKeyService = {
  generateDataKey(): Promise<{ plaintext: Uint8Array; encrypted: Uint8Array }>;
  decryptDataKey(encrypted: Uint8Array): Promise<Uint8Array>;
};

/** What is stored: every field base64. */
export type SealedBox = { v: 1; key: string; iv: string; tag: string; data: string };

/** KMS: GenerateDataKey (AES_256) and Decrypt with the configured key. */
export function kmsKeyService(keyId: string, client: KMSClient = kmsClient): DataKeyService {
  return {
    async generateDataKey() {
      const answer = await client.send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256' }));
      if (!answer.Plaintext || !answer.CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: answer.Plaintext, encrypted: answer.CiphertextBlob };
    },
    async decryptDataKey(encrypted) {
      const answer = await client.send(new DecryptCommand({ KeyId: keyId, CiphertextBlob: encrypted }));
      if (!answer.Plaintext) throw new Error('KMS returned no plaintext');
      return answer.Plaintext;
    },
  };
}

/** The local stand-in: data keys wrapped with AES-256-GCM under the local stack's master key. */
export function localKeyService(masterKey: Uint8Array): DataKeyService {
  if (masterKey.length !== 32) throw new Error('LOCAL_KMS_KEY must be 32 bytes (base64)');
  return {
    async generateDataKey() {
      const plaintext = randomBytes(32);
      return { plaintext, encrypted: Buffer.from(JSON.stringify(aesSeal(masterKey, plaintext))) };
    },
    async decryptDataKey(encrypted) {
      return aesOpen(masterKey, JSON.parse(Buffer.from(encrypted).toString('utf8')) as Omit<SealedBox, 'v' | 'key'>);
    },
  };
}

function aesSeal(key: Uint8Array, plaintext: Uint8Array) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

function aesOpen(key: Uint8Array, box: { iv: string; tag: string; data: string }): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(box.iv, 'base64'));
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

/** Encrypts a JSON value under a fresh data key. */
export async function seal(value: unknown, service: DataKeyService = keyService()): Promise<SealedBox> {
  const dataKey = await service.generateDataKey();
  const box = aesSeal(dataKey.plaintext, Buffer.from(JSON.stringify(value), 'utf8'));
  Buffer.from(dataKey.plaintext.buffer, dataKey.plaintext.byteOffset, dataKey.plaintext.byteLength).fill(0);
  return { v: 1, key: Buffer.from(dataKey.encrypted).toString('base64'), ...box };
}

/** Decrypts what seal produced; throws when it was altered (GCM authentication). */
export async function open<T>(box: SealedBox, service: DataKeyService = keyService()): Promise<T> {
  const dataKey = await service.decryptDataKey(Buffer.from(box.key, 'base64'));
  return JSON.parse(aesOpen(dataKey, box).toString('utf8')) as T;
}
