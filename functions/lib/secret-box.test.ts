import { randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { kmsKeyService, localKeyService, open, seal } from './secret-box.ts';

describe('envelope encryption of integration secrets', () => {
  it('opens what it sealed, and the sealed box shows nothing of the secret', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));
    const secrets = { apiKey: 'SG.very-secret-key-value', apiSecret: 'another-secret' };

    // Act
    const box = await seal(secrets, service);

    // Assess
    expect(JSON.stringify(box)).not.toContain('very-secret');
    expect(JSON.stringify(box)).not.toContain('another-secret');
    expect(await open(box, service)).toEqual(secrets);
  });

  it('uses a fresh data key and IV for every seal', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));

    // Act
    const [a, b] = [await seal('same', service), await seal('same', service)];

    // Assess
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses a box that was altered', async () => {
    // Prepare
    const service = localKeyService(randomBytes(32));
    const box = await seal({ apiKey: 'k' }, service);
    const tampered = { ...box, data: Buffer.from('x' + Buffer.from(box.data, 'base64').toString('latin1'), 'latin1').toString('base64') };

    // Act + Assess
    await expect(open(tampered, service)).rejects.toThrow();
  });

  it('cannot be opened with another local key', async () => {
    // Prepare
    const box = await seal({ apiKey: 'k' }, localKeyService(randomBytes(32)));

    // Act + Assess
    await expect(open(box, localKeyService(randomBytes(32)))).rejects.toThrow();
  });

  it('asks KMS for an AES-256 data key under the configured key and stores only its encrypted form', async () => {
    // Prepare
    const kms = mockClient(KMSClient);
    const plaintext = randomBytes(32);
    const encrypted = Buffer.from('kms-wrapped-data-key');
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(plaintext), CiphertextBlob: encrypted });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(plaintext) });
    const service = kmsKeyService('alias/integrations', new KMSClient({}));

    // Act
    const box = await seal({ apiKey: 'secret' }, service);
    const opened = await open(box, service);

    // Assess
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({ KeyId: 'alias/integrations', KeySpec: 'AES_256' });
    expect(Buffer.from(kms.commandCalls(DecryptCommand)[0]!.args[0].input.CiphertextBlob!).toString()).toBe('kms-wrapped-data-key');
    expect(box.key).toBe(encrypted.toString('base64'));
    expect(opened).toEqual({ apiKey: 'secret' });
    kms.restore();
  });
});
