import { createCipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { isUnboundBox, kmsKeyService, localKeyService, open, seal, type DataKeyService, type SealedBox } from './secret-box.ts';

const A = { integrationId: 'integration-a' };
const B = { integrationId: 'integration-b' };

/** A box as seal made it before seals were bound to their integration (v 1: no context, no associated data). */
async function sealedBeforeBinding(value: unknown, service: DataKeyService): Promise<SealedBox> {
  const dataKey = await service.generateDataKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey.plaintext, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 1,
    key: Buffer.from(dataKey.encrypted).toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

describe('envelope encryption of integration secrets', () => {
  it('opens what it sealed, and the sealed box shows nothing of the secret', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));
    const secrets = { apiKey: 'SG.very-secret-key-value', apiSecret: 'another-secret' };

    // Act
    const box = await seal(secrets, A, service);

    // Assess
    expect(JSON.stringify(box)).not.toContain('very-secret');
    expect(JSON.stringify(box)).not.toContain('another-secret');
    expect(box.v).toBe(2);
    expect(await open(box, A, service)).toEqual(secrets);
  });

  it('uses a fresh data key and IV for every seal', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));

    // Act
    const [a, b] = [await seal('same', A, service), await seal('same', A, service)];

    // Assess
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses a box that was altered', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));
    const box = await seal({ apiKey: 'k' }, A, service);
    const tampered = { ...box, data: Buffer.from('x' + Buffer.from(box.data, 'base64').toString('latin1'), 'latin1').toString('base64') };

    // Act + Assess
    await expect(open(tampered, A, service)).rejects.toThrow();
  });

  it('cannot be opened with another local key', async () => {
    // Prepare
    const box = await seal({ apiKey: 'k' }, A, localKeyService(randomBytes(32)));

    // Act + Assess
    await expect(open(box, A, localKeyService(randomBytes(32)))).rejects.toThrow();
  });

  it('does not open a key sealed for one integration when it is copied onto another', async () => {
    // Prepare: the attacker's copy of integration A's box, stored on integration B.
    const service = localKeyService(randomBytes(32));
    const box = await seal({ apiKey: 'the-key-of-integration-a' }, A, service);

    // Act + Assess: neither as it is, nor relabelled as an unbound (v 1) box.
    await expect(open(box, B, service)).rejects.toThrow();
    await expect(open({ ...box, v: 1 }, B, service)).rejects.toThrow();
    await expect(open({ ...box, v: 1 }, A, service)).rejects.toThrow();
  });

  it('asks KMS for an AES-256 data key under the integration as encryption context, and decrypts with it', async () => {
    // Prepare
    const kms = mockClient(KMSClient);
    const plaintext = randomBytes(32);
    const encrypted = Buffer.from('kms-wrapped-data-key');
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(plaintext), CiphertextBlob: encrypted });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(plaintext) });
    const service = kmsKeyService('alias/integrations', new KMSClient({}));

    // Act
    const box = await seal({ apiKey: 'secret' }, A, service);
    const opened = await open(box, A, service);

    // Assess
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({
      KeyId: 'alias/integrations',
      KeySpec: 'AES_256',
      EncryptionContext: { integrationId: 'integration-a' },
    });
    const decrypt = kms.commandCalls(DecryptCommand)[0]!.args[0].input;
    expect(Buffer.from(decrypt.CiphertextBlob!).toString()).toBe('kms-wrapped-data-key');
    expect(decrypt.EncryptionContext).toEqual({ integrationId: 'integration-a' });
    expect(box.key).toBe(encrypted.toString('base64'));
    expect(opened).toEqual({ apiKey: 'secret' });
    kms.restore();
  });

  it('does not open a KMS-sealed box on another integration even when KMS hands the data key back', async () => {
    // Prepare: a KMS stand-in that ignores the context, so only the AES-GCM associated data can refuse.
    const kms = mockClient(KMSClient);
    const plaintext = randomBytes(32);
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(plaintext), CiphertextBlob: Buffer.from('wrapped') });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(plaintext) });
    const service = kmsKeyService('alias/integrations', new KMSClient({}));
    const box = await seal({ apiKey: 'secret' }, A, service);

    // Act
    const copied = open(box, B, service);

    // Assess
    await expect(copied).rejects.toThrow();
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input.EncryptionContext).toEqual({ integrationId: 'integration-b' });
    kms.restore();
  });
});

describe('secrets sealed before seals were bound to their integration', () => {
  it('still open (unbound, without an encryption context) and say they should be sealed again', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));
    const old = await sealedBeforeBinding({ apiKey: 'stored-before-the-binding' }, service);

    // Act
    const opened = await open(old, A, service);

    // Assess
    expect(opened).toEqual({ apiKey: 'stored-before-the-binding' });
    expect(isUnboundBox(old)).toBe(true);
    expect(isUnboundBox(await seal(opened, A, service))).toBe(false);
  });

  it('are decrypted by KMS without an encryption context', async () => {
    // Prepare
    const kms = mockClient(KMSClient);
    const plaintext = randomBytes(32);
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(plaintext), CiphertextBlob: Buffer.from('wrapped') });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(plaintext) });
    const service = kmsKeyService('alias/integrations', new KMSClient({}));
    const old = await sealedBeforeBinding({ apiKey: 'legacy' }, service);

    // Act
    const opened = await open(old, A, service);

    // Assess
    expect(opened).toEqual({ apiKey: 'legacy' });
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input.EncryptionContext).toBeUndefined();
    kms.restore();
  });
});
