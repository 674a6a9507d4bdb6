import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { putMediaObjects } from './media-store.ts';

const s3 = mockClient(S3Client);

beforeEach(() => {
  s3.reset();
  s3.on(PutObjectCommand).resolves({});
});

const variant = (key: string) => ({ key, body: new Uint8Array([1, 2, 3]), contentType: 'image/avif' });

describe('storing a photograph\'s variants, deployed', () => {
  it('puts each variant under media/ of the media bucket, with its type and the immutable year-long Cache-Control', async () => {
    // Act
    await putMediaObjects([variant('media/abc/480.avif'), variant('media/abc/960.avif')], { MEDIA_BUCKET: 'the-media-bucket' });

    // Assess
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.map(({ Bucket, Key, ContentType, CacheControl }) => ({ Bucket, Key, ContentType, CacheControl }))).toEqual([
      { Bucket: 'the-media-bucket', Key: 'media/abc/480.avif', ContentType: 'image/avif', CacheControl: 'public, max-age=31536000, immutable' },
      { Bucket: 'the-media-bucket', Key: 'media/abc/960.avif', ContentType: 'image/avif', CacheControl: 'public, max-age=31536000, immutable' },
    ]);
  });

  it('writes nothing outside media/, not even the other variants of the same call', async () => {
    // Act + Assess
    await expect(putMediaObjects([variant('media/abc/480.avif'), variant('index.html')], { MEDIA_BUCKET: 'the-media-bucket' })).rejects.toThrow(/Not a media key: index.html/);
    await expect(putMediaObjects([variant('media/../index.html')], { MEDIA_BUCKET: 'the-media-bucket' })).rejects.toThrow(/Not a media key/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('refuses to guess where to store when neither the media bucket nor a local folder is configured', async () => {
    // Act + Assess
    await expect(putMediaObjects([variant('media/abc/480.avif')], {})).rejects.toThrow('Missing configuration: MEDIA_BUCKET or MEDIA_DIR');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});
