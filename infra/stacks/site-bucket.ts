import { Aws } from 'aws-cdk-lib';

/**
 * The site bucket's name, the same in the web stack (which creates the bucket) and the API stack (whose media upload
 * function writes photographs under media/ of it): the web stack depends on the API stack (its /api/* origin), so the
 * API stack cannot take the name from it without a cycle. Each stack resolves the account and region to its own,
 * which are the same: the two stacks are deployed together.
 */
export const SITE_BUCKET_NAME = `dubai-setup-site-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The objects the media upload function may write, and nothing else of the bucket. */
export const MEDIA_OBJECTS_ARN = `arn:${Aws.PARTITION}:s3:::${SITE_BUCKET_NAME}/media/*`;
