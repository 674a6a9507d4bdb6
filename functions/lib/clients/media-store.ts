import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CACHE_CONTROL } from '#shared/cache-control.ts';
import { MEDIA_PREFIX } from '#shared/cms/media-rules.ts';

/** One object the site serves under media/: a variant of an uploaded photograph. */
export type MediaObject = { key: string; body: Uint8Array; contentType: string };

let s3: S3Client | undefined;

/**
 * Stores photographs' variants where the site serves them: deployed, under media/ of the media bucket (MEDIA_BUCKET,
 * the data stack's, which CloudFront serves at /media/*), uploaded with the year-long immutable Cache-Control of
 * hashed assets (a variant's key holds a new id per upload, so it never changes); locally (MEDIA_DIR, set by the local stack to its data folder's media/), as files the local
 * server answers with the same headers. Refuses any key outside media/: the function may write nothing else.
 */
export async function putMediaObjects(objects: MediaObject[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const { key } of objects) {
    if (!key.startsWith(MEDIA_PREFIX) || key.includes('..')) throw new Error(`Not a media key: ${key}`);
  }
  const localDir = env.MEDIA_DIR;
  if (localDir) {
    await Promise.all(
      objects.map(async ({ key, body }) => {
        const file = join(resolve(localDir), key.slice(MEDIA_PREFIX.length));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, body);
      }),
    );
    return;
  }
  const bucket = env.MEDIA_BUCKET;
  if (!bucket) throw new Error('Missing configuration: MEDIA_BUCKET or MEDIA_DIR');
  s3 ??= new S3Client({});
  await Promise.all(
    objects.map(({ key, body, contentType }) =>
      s3!.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: CACHE_CONTROL.hashedAssets })),
    ),
  );
}
